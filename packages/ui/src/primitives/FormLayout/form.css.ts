// The layout blocks every account form shares (sign-in, registration, the account dialogs), beside
// TextField's field.css.ts, built from the design system's atoms: the column of blocks, the column
// of fields, the "or" rule before the social button.
import { style } from '@vanilla-extract/css';
import { atoms } from '../../theme/atoms.css';
import { vars } from '../../theme/theme.css';

/** A form's blocks one under another: notice, fields, the social alternative, the closing line. */
export const stack = atoms({ display: 'flex', flexDirection: 'column', gap: '5' });

/** The fields of a form (or of one step), one under another. */
export const fields = atoms({ display: 'flex', flexDirection: 'column', gap: '4' });

/** A rule with "or" in the middle, between two ways to sign in. */
export const divider = style([
  atoms({ display: 'flex', alignItems: 'center', gap: '3' }),
  {
    selectors: {
      '&::before, &::after': {
        content: '""',
        flex: '1 1 0',
        borderTop: `1px solid ${vars.color.border.default}`,
      },
    },
  },
]);

export const social = atoms({ display: 'flex', justifyContent: 'center' });
