import { style } from '@vanilla-extract/css';
import { cardGrid } from '../../theme/cardGrid';

export const grid = style(cardGrid(4));

export const item = style({ minWidth: 0 });
