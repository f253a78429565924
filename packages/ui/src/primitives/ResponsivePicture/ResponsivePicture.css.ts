import { style } from '@vanilla-extract/css';

/** The <picture> adds no box of its own: the <img> is laid out as if it stood alone. */
export const picture = style({ display: 'contents' });
