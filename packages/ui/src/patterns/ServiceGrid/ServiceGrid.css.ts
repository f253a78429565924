import { createVar, fallbackVar, style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';
import { atoms } from '../../theme/atoms.css';
import { cardGrid } from '../../theme/cardGrid';

/** Room kept above the grid when it is scrolled to (the sticky header and category row). */
export const scrollOffset = createVar();

export const section = style({
  scrollMarginTop: fallbackVar(scrollOffset, vars.space['16']),
  width: '100%',
  maxWidth: vars.size.content,
  margin: '0 auto',
  padding: `${vars.space['6']} ${vars.space['4']}`,
});

export const grid = style(cardGrid(3));

export const item = style([atoms({ display: 'flex', flexDirection: 'column' }), { minWidth: 0 }]);

export const empty = style({
  padding: vars.space['8'],
  backgroundColor: vars.color.surface,
  border: `1px dashed ${vars.color.border.default}`,
  borderRadius: vars.radius.lg,
});
