import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';
import { atoms } from '../../theme/atoms.css';

export const form = style([atoms({ display: 'flex', flexDirection: 'column', gap: '4' }), { touchAction: 'pan-y' }]);

export const stars = style([
  atoms({ display: 'grid', gap: '2' }),
  { gridTemplateColumns: `repeat(5, ${vars.size.control.lg})` },
]);

export const choices = style([
  atoms({ display: 'grid', gap: '3' }),
  { gridTemplateColumns: `repeat(2, calc(2 * ${vars.size.control.lg}))` },
]);

export const actions = style([atoms({ display: 'flex', justifyContent: 'space-between', gap: '3' })]);

export const thanks = style([
  atoms({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: '2' }),
  { textAlign: 'center', color: vars.color.positive.rest },
]);
