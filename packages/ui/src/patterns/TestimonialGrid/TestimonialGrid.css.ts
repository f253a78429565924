import { style } from '@vanilla-extract/css';
import { cardGrid } from '../../theme/cardGrid';
import { card } from '../../theme/surface.css';
import { vars } from '../../theme/theme.css';

export const grid = style(cardGrid(3));

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
