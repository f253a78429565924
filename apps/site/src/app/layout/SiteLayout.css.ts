import { style } from '@vanilla-extract/css';
import { vars } from '@sukoon/ui/theme';

export const shell = style({ minHeight: '100vh', display: 'flex', flexDirection: 'column' });

export const main = style({ flex: 1, outline: 'none' });

export const skipLink = style({
  position: 'absolute',
  left: vars.space['2'],
  top: '-100px',
  zIndex: vars.zIndex.toast,
  padding: vars.space['2'],
  background: vars.color.surface,
  color: vars.color.text.link,
  selectors: { '&:focus': { top: vars.space['2'] } },
});
