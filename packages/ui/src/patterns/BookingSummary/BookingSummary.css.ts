import { style } from '@vanilla-extract/css';
import { atoms } from '../../theme/atoms.css';
import { vars } from '../../theme/theme.css';

export const summary = style({
  padding: vars.space['4'],
  backgroundColor: vars.color.surfaceMuted,
  border: `1px solid ${vars.color.border.default}`,
  borderRadius: vars.radius.lg,
});

export const heading = style({ marginBottom: vars.space['3'] });

export const list = style([atoms({ display: 'flex', flexDirection: 'column', gap: '2' }), { margin: 0 }]);

export const row = style([
  atoms({ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', alignItems: 'baseline', fontSize: 'sm' }),
  { columnGap: vars.space['4'], rowGap: vars.space['1'] },
]);

export const term = atoms({ color: 'secondary' });

// Value, pending and total stay local (not atoms): pending and total override the value's colour
// and weight, and only the sheet order of one file makes that certain.
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
