import { style } from '@vanilla-extract/css';
import { vars } from '@sukoon/ui/theme';

export const loading = style({
  display: 'flex',
  justifyContent: 'center',
  padding: `${vars.space['16']} ${vars.space['4']}`,
});

/** Room kept above the grid when scrolled to, besides the page's scroll padding (the header): the category row. */
export const gridScrollOffset = `calc(${vars.size.control.md} + 2 * ${vars.space['3']} + 1px)`;
