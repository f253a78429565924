import { style } from '@vanilla-extract/css';
import { media, vars } from '@sukoon/ui/theme';

/** The content area of the account pages: centred, padded, mobile first. */
export const section = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space['6'],
  width: '100%',
  maxWidth: '64rem',
  marginInline: 'auto',
  padding: `${vars.space['8']} ${vars.space['4']}`,
  '@media': { [media.tabletUp]: { padding: `${vars.space['12']} ${vars.space['6']}` } },
});

/** A section whose content fills the width (My Profile). */
export const wide = style({ alignItems: 'stretch' });
