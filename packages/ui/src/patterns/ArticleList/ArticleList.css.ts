import { style } from '@vanilla-extract/css';
import { atoms } from '../../theme/atoms.css';
import { media } from '../../theme/media';

export const root = atoms({ display: 'flex', flexDirection: 'column', gap: { mobile: '4', tablet: '6' } });

export const head = atoms({ display: 'flex', flexDirection: 'column', gap: '2', textAlign: 'center' });

export const heading = style([
  atoms({ fontSize: { mobile: '2xl', tablet: '3xl' }, fontWeight: 'bold', lineHeight: 'tight', color: 'primary' }),
  { margin: 0 },
]);

export const intro = style([atoms({ fontSize: 'md', color: 'secondary' }), { margin: 0 }]);

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
