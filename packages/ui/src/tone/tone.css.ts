// The colours of each tone, by role, in one place: every tone maps to one colour group of the theme.
import { style, styleVariants } from '@vanilla-extract/css';
import { atoms } from '../theme/atoms.css';
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

/** A follow-up action on a tone's surface (Notice's button, the booking notice's link): its text colour on white. */
export const toneAction = style({
  padding: `${vars.space['1']} ${vars.space['3']}`,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  // The tone's text colour on the surface colour: the same 4.5:1 pair as the message.
  color: 'inherit',
  backgroundColor: vars.color.surface,
  border: '1px solid currentColor',
  borderRadius: vars.radius.md,
  selectors: { '&:hover': { textDecoration: 'underline' } },
});

/** A message's row (Notice, Toast): the tone icon, then the text, on the body's size and line height. */
export const toneMessage = atoms({
  display: 'flex',
  alignItems: 'flex-start',
  gap: '3',
  fontSize: 'md',
  lineHeight: 'normal',
});

/** Centres the 20 px tone icon on the first 24 px line of text. */
export const toneMessageIcon = style({ marginTop: '0.125rem' });
