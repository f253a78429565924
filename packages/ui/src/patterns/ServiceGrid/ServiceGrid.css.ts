import { createVar, fallbackVar, style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';
import { media } from '../../theme/media';
import { atoms } from '../../theme/atoms.css';

/** Room kept above the grid when it is scrolled to (the sticky header and category row). */
export const scrollOffset = createVar();

export const section = style({
  scrollMarginTop: fallbackVar(scrollOffset, vars.space['16']),
  width: '100%',
  maxWidth: vars.size.content,
  margin: '0 auto',
  padding: `${vars.space['6']} ${vars.space['4']}`,
});

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

export const item = style([atoms({ display: 'flex', flexDirection: 'column' }), { minWidth: 0 }]);

export const empty = style({
  padding: vars.space['8'],
  backgroundColor: vars.color.surface,
  border: `1px dashed ${vars.color.border.default}`,
  borderRadius: vars.radius.lg,
});
