import { style } from '@vanilla-extract/css';
import { atoms, media, vars } from '@sukoon/ui/theme';
import { pageContent } from '../../lib/pageContent.css';

/** The content under the banner: centred, padded, mobile first. */
export const content = style([
  atoms({ display: 'flex', flexDirection: 'column', gap: { mobile: '12', tablet: '16' } }),
  pageContent,
]);

export const section = atoms({ display: 'flex', flexDirection: 'column', gap: { mobile: '4', tablet: '6' } });

/** The story's three parts side by side from desktops up. */
export const story = style([
  atoms({ display: 'grid', gap: { mobile: '6', tablet: '8' } }),
  {
    gridTemplateColumns: 'minmax(0, 1fr)',
    '@media': { [media.desktopUp]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
  },
]);

export const storyPart = atoms({ display: 'flex', flexDirection: 'column', gap: '3' });

export const heading = style([
  atoms({ fontSize: { mobile: '2xl', tablet: '3xl' }, fontWeight: 'bold', lineHeight: 'tight', color: 'primary' }),
  { margin: 0 },
]);

/** Areas of practice beside the certifications from tablets up. */
export const expertise = style([
  atoms({ display: 'grid', gap: { mobile: '6', tablet: '8' } }),
  {
    gridTemplateColumns: 'minmax(0, 1fr)',
    alignItems: 'start',
    '@media': { [media.tabletUp]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
  },
]);

export const areas = style([
  atoms({ display: 'flex', flexDirection: 'column', gap: '2', fontSize: 'md', color: 'primary' }),
  { margin: 0, paddingLeft: vars.space['5'] },
]);

export const socialLinks = style([
  atoms({ display: 'flex', flexWrap: 'wrap', gap: '4' }),
  { margin: 0, padding: 0, listStyle: 'none' },
]);
