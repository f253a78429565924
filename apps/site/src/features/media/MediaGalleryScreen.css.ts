import { style } from '@vanilla-extract/css';
import { atoms, media, vars } from '@sukoon/ui/theme';

/** The content under the banner: centred, padded, mobile first. */
export const content = style([
  atoms({ display: 'flex', flexDirection: 'column', gap: { mobile: '8', tablet: '12' } }),
  {
    width: '100%',
    maxWidth: '72rem',
    marginInline: 'auto',
    padding: `${vars.space['8']} ${vars.space['4']}`,
    '@media': { [media.tabletUp]: { padding: `${vars.space['12']} ${vars.space['6']}` } },
  },
]);
