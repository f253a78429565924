// The colours of each tone, by role, in one place: every tone maps to one colour group of the theme.
import { styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';
import type { Tone } from './tone';

export const tonePalette = {
  info: vars.color.info,
  success: vars.color.positive,
  warning: vars.color.caution,
  error: vars.color.critical,
} as const satisfies Record<Tone, unknown>;

/** Soft background, tone border and tone text: every pair is checked for 4.5:1 in tokens.test.ts. */
export const toneSurface = styleVariants(tonePalette, (c) => ({
  backgroundColor: c.soft,
  borderColor: c.border,
  color: c.text,
}));

/** Icons use the stronger tone colour: at least 3:1 on the soft background. */
export const toneIcon = styleVariants(tonePalette, (c) => ({ color: c.rest }));
