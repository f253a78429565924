// The layout blocks every account form shares (sign-in, registration, the account dialogs), beside
// TextField's field.css.ts: the column of blocks, the column of fields, the "or" rule before the
// social button, and the closing line with its link.
import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';

/** A form's blocks one under another: notice, fields, the social alternative, the closing line. */
export const stack = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['5'],
});

/** The fields of a form (or of one step), one under another. */
export const fields = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['4'],
});

/** A rule with "or" in the middle, between two ways to sign in. */
export const divider = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['3'],
  fontSize: vars.font.size.sm,
  color: vars.color.text.secondary,
  selectors: {
    '&::before, &::after': {
      content: '""',
      flex: '1 1 0',
      borderTop: `1px solid ${vars.color.border.default}`,
    },
  },
});

export const social = style({ display: 'flex', justifyContent: 'center' });

/** "Already have an account? Sign in": small, centred, secondary. */
export const footerText = style({
  textAlign: 'center',
  fontSize: vars.font.size.sm,
  color: vars.color.text.secondary,
});
