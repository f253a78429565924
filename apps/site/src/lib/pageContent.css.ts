import { style } from '@vanilla-extract/css';
import { media, vars } from '@sukoon/ui/theme';

/** The content under a page's banner: centred, at most 72 rem wide, padded, mobile first. Screens add their gaps. */
export const pageContent = style({
  width: '100%',
  maxWidth: '72rem',
  marginInline: 'auto',
  padding: `${vars.space['8']} ${vars.space['4']}`,
  '@media': { [media.tabletUp]: { padding: `${vars.space['12']} ${vars.space['6']}` } },
});
