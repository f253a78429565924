import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';

export const passwordBlock = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1'],
});

export const forgot = style({
  display: 'flex',
  justifyContent: 'flex-end',
  // The ghost button's own padding would push its text off the field's right edge.
  marginInlineEnd: `calc(-1 * ${vars.space['3']})`,
});
