import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';

export const summary = style({
  padding: vars.space['4'],
  backgroundColor: vars.color.surfaceMuted,
  border: `1px solid ${vars.color.border.default}`,
  borderRadius: vars.radius.lg,
});

export const heading = style({
  marginBottom: vars.space['3'],
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text.primary,
});

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  margin: 0,
});

export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  columnGap: vars.space['4'],
  rowGap: vars.space['1'],
  fontSize: vars.font.size.sm,
});

export const term = style({
  color: vars.color.text.secondary,
});

export const value = style({
  margin: 0,
  marginLeft: 'auto',
  color: vars.color.text.primary,
  fontWeight: vars.font.weight.medium,
  textAlign: 'right',
  overflowWrap: 'anywhere',
});

export const pending = style({
  color: vars.color.text.muted,
  fontWeight: vars.font.weight.regular,
  fontStyle: 'italic',
});

export const totalRow = style({
  marginTop: vars.space['1'],
  paddingTop: vars.space['3'],
  borderTop: `1px solid ${vars.color.border.default}`,
  fontSize: vars.font.size.md,
});

export const total = style({
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
  color: vars.color.text.primary,
});
