import { style, styleVariants } from '@vanilla-extract/css';
import { atoms } from '../../theme/atoms.css';
import { vars } from '../../theme/theme.css';

/** A rounded mark beside a title: its words carry the status, the tone's colours only repeat it. */
export const root = style([
  atoms({ display: 'inline-flex', alignItems: 'center', gap: '1', fontWeight: 'semibold' }),
  { border: '1px solid', borderRadius: vars.radius.full, whiteSpace: 'nowrap' },
]);

export const size = styleVariants({
  small: [atoms({ fontSize: 'xs' }), { padding: `${vars.space['1']} ${vars.space['2']}` }],
  medium: [atoms({ fontSize: 'sm' }), { padding: `${vars.space['1']} ${vars.space['3']}` }],
});

/** A quiet mark (a cancelled booking): greyed, the words carry it. */
export const neutral = style({
  backgroundColor: vars.color.neutral.disabled,
  borderColor: vars.color.border.default,
  color: vars.color.text.secondary,
});
