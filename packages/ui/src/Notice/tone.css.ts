// Internal: the colours of each tone, by role, shared by Notice and Toast.
import { styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';

const palette = {
  success: vars.color.positive,
  error: vars.color.critical,
  info: vars.color.info,
  warning: vars.color.caution,
} as const;

/** Soft background, tone border and tone text: every pair is checked for 4.5:1 in tokens.test.ts. */
export const toneSurface = styleVariants(palette, (c) => ({
  backgroundColor: c.soft,
  borderColor: c.border,
  color: c.text,
}));

/** Icons use the stronger tone colour: at least 3:1 on the soft background. */
export const toneIcon = styleVariants(palette, (c) => ({ color: c.rest }));
