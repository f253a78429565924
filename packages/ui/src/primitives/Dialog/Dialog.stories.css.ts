// Layout of the demo content inside the Dialog stories only.
import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space['4'] });

export const prose = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
  color: vars.color.text.secondary,
});
