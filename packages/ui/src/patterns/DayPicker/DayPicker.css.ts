import { style } from '@vanilla-extract/css';
import { atoms } from '../../theme/atoms.css';

export const row = style([
  atoms({ display: 'grid', gap: { mobile: '1', tablet: '2' } }),
  // Seven equal columns fit a 375 px phone; wider screens just give each more room.
  { gridTemplateColumns: 'repeat(7, minmax(0, 1fr))' },
]);

export const day = style({ display: 'block' });

export const weekday = atoms({ fontSize: 'xs', fontWeight: 'medium' });

export const dayNumber = atoms({ fontSize: { mobile: 'lg', tablet: 'xl' }, fontWeight: 'bold' });

export const month = atoms({ fontSize: 'xs' });
