import { style } from '@vanilla-extract/css';

/** Pushes the aside and main actions to the right of the footer row, the way out stays on the left. */
export const spacer = style({ flex: '1 1 auto' });
