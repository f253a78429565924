import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['4'],
});
