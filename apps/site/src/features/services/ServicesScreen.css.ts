import { style } from '@vanilla-extract/css';
import { vars } from '@sukoon/ui/theme';

export const loading = style({
  display: 'flex',
  justifyContent: 'center',
  padding: `${vars.space['16']} ${vars.space['4']}`,
});

/** The compact sticky header's height: the category row sticks right below it. */
export const headerHeight = `calc(${vars.size.control.lg} + 2 * ${vars.space['1']} + 1px)`;

/** Room kept above the grid when scrolled to: the header plus the category row. */
export const gridScrollOffset = `calc(${headerHeight} + ${vars.size.control.md} + 2 * ${vars.space['3']} + 1px + ${vars.space['2']})`;
