import { style } from '@vanilla-extract/css';
import { atoms } from '../../theme/atoms.css';
import { media } from '../../theme/media';

export const grid = style([
  atoms({ display: 'grid', gap: { mobile: '4', tablet: '6' } }),
  {
    gridTemplateColumns: 'minmax(0, 1fr)',
    margin: 0,
    padding: 0,
    listStyle: 'none',
    '@media': {
      [media.tabletUp]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
      [media.desktopUp]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
    },
  },
]);

export const item = style({ minWidth: 0 });
