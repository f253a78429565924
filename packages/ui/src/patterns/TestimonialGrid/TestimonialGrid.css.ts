import { style } from '@vanilla-extract/css';
import { atoms } from '../../theme/atoms.css';
import { media } from '../../theme/media';
import { card } from '../../theme/surface.css';
import { vars } from '../../theme/theme.css';

export const grid = style([
  atoms({ display: 'grid', gap: { mobile: '4', tablet: '6' } }),
  {
    gridTemplateColumns: 'minmax(0, 1fr)',
    margin: 0,
    padding: 0,
    listStyle: 'none',
    '@media': {
      [media.tabletUp]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
      [media.desktopUp]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
    },
  },
]);

export const item = style({ minWidth: 0 });

/**
 * A card's place while the testimonials load: about the height of a card with a four-line quote (stars, quote,
 * avatar and name, padding), so the cards that arrive take the room kept for them instead of pushing the page down.
 */
export const placeholder = style([
  card({ shadow: 'sm' }),
  {
    height: `calc(${vars.space['5']} * 2 + ${vars.space['5']} + ${vars.space['4']} * 2 + 6rem + ${vars.size.control.lg})`,
    backgroundColor: vars.color.surfaceMuted,
  },
]);
