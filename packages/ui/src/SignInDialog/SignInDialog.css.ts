import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';

export const stack = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['5'],
});

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['4'],
});

export const passwordBlock = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1'],
});

export const forgot = style({
  display: 'flex',
  justifyContent: 'flex-end',
  // The ghost button's own padding would push its text off the field's right edge.
  marginInlineEnd: `calc(-1 * ${vars.space['3']})`,
});

/** A rule with "or" in the middle, between the two ways to sign in. */
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

export const register = style({
  textAlign: 'center',
  fontSize: vars.font.size.sm,
  color: vars.color.text.secondary,
});

export const link = style({
  color: vars.color.text.link,
  fontWeight: vars.font.weight.semibold,
  textDecoration: 'underline',
  textUnderlineOffset: '0.15em',
  selectors: { '&:hover': { color: vars.color.brandAccent.active } },
});
