import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';

/** The step's heading takes focus on every step change, so it is announced; it is not a control. */
export const stepHeading = style({
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.snug,
  color: vars.color.text.primary,
  selectors: { '&:focus': { outline: 'none' } },
});

export const stepText = style({
  color: vars.color.text.secondary,
});

export const email = style({
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text.primary,
  overflowWrap: 'anywhere',
});

/** Back and Resend sit on the left of the footer row on wide screens, the main action on the right. */
export const footerSpacer = style({ flex: '1 1 auto' });
