import { createVar, fallbackVar, style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';
import { media } from '../theme/media';

/** Room kept above the grid when it is scrolled to (the sticky header and category row). */
export const scrollOffset = createVar();

export const section = style({
  scrollMarginTop: fallbackVar(scrollOffset, vars.space['16']),
  width: '100%',
  maxWidth: vars.size.content,
  margin: '0 auto',
  padding: `${vars.space['6']} ${vars.space['4']}`,
});

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space['4'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': {
    [media.tabletUp]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: vars.space['6'] },
    [media.desktopUp]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  },
});

export const item = style({
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
});

export const empty = style({
  padding: vars.space['8'],
  textAlign: 'center',
  color: vars.color.text.secondary,
  backgroundColor: vars.color.surface,
  border: `1px dashed ${vars.color.border.default}`,
  borderRadius: vars.radius.lg,
});
