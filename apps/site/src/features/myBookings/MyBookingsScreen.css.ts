import { style } from '@vanilla-extract/css';
import { media, vars } from '@sukoon/ui/theme';

/** My Bookings' column under the banner: one readable list, centred, mobile first. */
export const section = style({
  width: '100%',
  maxWidth: '48rem',
  marginInline: 'auto',
  padding: `${vars.space['8']} ${vars.space['4']}`,
  '@media': { [media.tabletUp]: { padding: `${vars.space['12']} ${vars.space['6']}` } },
});
