import { style } from '@vanilla-extract/css';
import { atoms } from '../../theme/atoms.css';
import { media } from '../../theme/media';
import { card } from '../../theme/surface.css';
import { vars } from '../../theme/theme.css';

export const root = style([
  card({ shadow: 'sm' }),
  atoms({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: '5', textAlign: 'center' }),
  {
    padding: vars.space['6'],
    '@media': { [media.tabletUp]: { padding: vars.space['10'] } },
  },
]);

export const head = atoms({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: '2' });

export const heading = style([
  atoms({ fontSize: { mobile: '2xl', tablet: '3xl' }, fontWeight: 'bold', lineHeight: 'tight', color: 'primary' }),
  { margin: 0 },
]);

export const intro = style({ margin: 0, maxWidth: `calc(12 * ${vars.size.control.lg})` });

/** Holds one line of status text even while empty, so the buttons never jump when it appears. */
export const status = style({ margin: 0, minHeight: vars.space['8'] });

export const finished = style([
  atoms({ fontSize: 'xl', fontWeight: 'bold', lineHeight: 'snug' }),
  { color: vars.color.positive.text },
]);

export const actions = atoms({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '3',
});
