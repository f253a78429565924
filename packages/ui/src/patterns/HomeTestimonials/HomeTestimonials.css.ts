import { style } from '@vanilla-extract/css';
import { atoms } from '../../theme/atoms.css';
import { vars } from '../../theme/theme.css';

export const empty = style({
  margin: 0,
  padding: vars.space['6'],
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surfaceMuted,
});

export const action = atoms({ display: 'flex', justifyContent: 'center' });
