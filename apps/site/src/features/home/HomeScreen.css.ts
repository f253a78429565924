import { style } from '@vanilla-extract/css';
import { atoms, media, vars } from '@sukoon/ui/theme';

/** The sections under the hero: centred, padded, mobile first. */
export const content = style([
  atoms({ display: 'flex', flexDirection: 'column', gap: { mobile: '12', tablet: '16' } }),
  {
    width: '100%',
    maxWidth: '72rem',
    marginInline: 'auto',
    padding: `${vars.space['8']} ${vars.space['4']}`,
    '@media': { [media.tabletUp]: { padding: `${vars.space['12']} ${vars.space['6']}` } },
  },
]);

export const section = atoms({ display: 'flex', flexDirection: 'column', gap: { mobile: '4', tablet: '6' } });

export const heading = style([
  atoms({ fontSize: { mobile: '2xl', tablet: '3xl' }, fontWeight: 'bold', lineHeight: 'tight', color: 'primary' }),
  { margin: 0 },
]);
