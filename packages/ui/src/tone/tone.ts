import type { IconName } from '../primitives/Icon';
// One tone vocabulary for every message and status surface (Notice, Toast, the status panels).
// The array feeds both the type and the stories' argTypes, so the two cannot drift.
export const tones = ['info', 'success', 'warning', 'error'] as const;
export type Tone = (typeof tones)[number];

/**
 * How a message of this tone is announced: errors and warnings are alerts (read at once);
 * success and info are polite status messages.
 */
export function toneRole(tone: Tone): 'alert' | 'status' {
  return tone === 'error' || tone === 'warning' ? 'alert' : 'status';
}

/** Each tone has its own icon, so a tone never relies on colour alone. */
export const toneIconNames = {
  info: 'infoCircle',
  success: 'checkCircle',
  warning: 'alertTriangle',
  error: 'xCircle',
} as const satisfies Record<Tone, IconName>;
