import { style } from '@vanilla-extract/css';

/** A list laid out by Stack or Inline keeps its semantics but loses the browser's bullets and indent. */
export const listReset = style({ margin: 0, padding: 0, listStyle: 'none' });
