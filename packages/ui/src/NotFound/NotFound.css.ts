import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';

export const page = style({
  minHeight: '70vh',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space['4'],
  padding: vars.space['8'],
  textAlign: 'center',
});

export const code = style({
  fontSize: vars.font.size['6xl'],
  fontWeight: vars.font.weight.bold,
  lineHeight: 1,
  letterSpacing: '-0.04em',
  color: vars.color.brandAccent.rest,
});

export const text = style({ fontSize: vars.font.size.xl, color: vars.color.text.secondary, maxWidth: '32rem' });

export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.control.lg,
  padding: `0 ${vars.space['6']}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.brandAccent.rest,
  color: vars.color.brandAccent.onAccent,
  fontWeight: vars.font.weight.semibold,
  textDecoration: 'none',
  selectors: { '&:hover': { backgroundColor: vars.color.brandAccent.hover } },
});
