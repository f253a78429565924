import { style } from '@vanilla-extract/css';
import { vars } from '@sukoon/ui/theme';

export const fallback = style({
  display: 'grid',
  gap: vars.space['4'],
  maxWidth: '40rem',
  margin: '0 auto',
  paddingBlock: vars.space['12'],
  paddingInline: vars.space['4'],
  textAlign: 'center',
});
