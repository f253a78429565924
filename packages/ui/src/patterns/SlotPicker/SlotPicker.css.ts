import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';
import { atoms } from '../../theme/atoms.css';

export const section = style([atoms({ display: 'flex', flexDirection: 'column', gap: '3' }), { minWidth: 0 }]);

export const hint = style({
  padding: vars.space['4'],
  border: `1px dashed ${vars.color.border.default}`,
  borderRadius: vars.radius.md,
});
