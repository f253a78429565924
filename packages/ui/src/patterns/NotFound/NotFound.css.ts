import { style } from '@vanilla-extract/css';
import { atoms } from '../../theme/atoms.css';
import { vars } from '../../theme/theme.css';

export const page = style([
  atoms({ display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center', gap: '4' }),
  { minHeight: '70vh', padding: vars.space['8'], textAlign: 'center' },
]);

export const code = style({ lineHeight: 1, letterSpacing: '-0.04em', color: vars.color.brandAccent.rest });

export const text = style({ maxWidth: '32rem' });

/** "Back to Home": a link drawn as the primary action. */
export const link = style([
  atoms({ display: 'inline-flex', alignItems: 'center', fontWeight: 'semibold' }),
  {
    minHeight: vars.size.control.lg,
    padding: `0 ${vars.space['6']}`,
    borderRadius: vars.radius.md,
    backgroundColor: vars.color.brandAccent.rest,
    color: vars.color.brandAccent.onAccent,
    textDecoration: 'none',
    selectors: { '&:hover': { backgroundColor: vars.color.brandAccent.hover } },
  },
]);
