import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';
import { media } from '../theme/media';

export const footer = style({
  marginTop: vars.space['16'],
  backgroundColor: vars.color.text.primary,
  color: vars.color.text.inverse,
  // The bottom padding leaves room for the floating Membership Plans button, so it never
  // covers a footer link when the page cannot scroll further.
  padding: `${vars.space['10']} ${vars.space['4']} calc(${vars.space['16']} + ${vars.size.control.lg})`,
});

export const inner = style({
  maxWidth: vars.size.content,
  marginInline: 'auto',
  display: 'grid',
  gap: vars.space['8'],
  gridTemplateColumns: '1fr',
  '@media': { [media.tabletUp]: { gridTemplateColumns: '2fr 1fr 1fr' } },
});

export const heading = style({
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.semibold,
  marginBottom: vars.space['3'],
});

export const text = style({ fontSize: vars.font.size.sm, opacity: 0.92 });

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space['2'] });

export const badges = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['3'], marginTop: vars.space['4'] });

export const badge = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2'],
  padding: `${vars.space['2']} ${vars.space['3']}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border.strong}`,
  color: vars.color.text.inverse,
  textDecoration: 'none',
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.tight,
  selectors: { '&:hover': { borderColor: vars.color.text.inverse } },
});

export const badgeSmall = style({ display: 'block', fontSize: vars.font.size.xs, opacity: 0.85 });

export const bottom = style({
  maxWidth: vars.size.content,
  marginInline: 'auto',
  marginTop: vars.space['8'],
  paddingTop: vars.space['4'],
  borderTop: `1px solid ${vars.color.border.strong}`,
  fontSize: vars.font.size.xs,
});
