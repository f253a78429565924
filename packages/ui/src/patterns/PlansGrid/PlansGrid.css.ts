import { style } from '@vanilla-extract/css';
import { cardGrid } from '../../theme/cardGrid';

export const grid = style(cardGrid(3));
