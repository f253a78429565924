import { createVar, fallbackVar, style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';
import { media } from '../theme/media';

/** Distance from the top of the viewport where the row sticks (the height of a fixed header above it). */
export const stickyOffset = createVar();

export const bar = style({
  position: 'sticky',
  top: fallbackVar(stickyOffset, vars.space['0']),
  zIndex: vars.zIndex.sticky,
  backgroundColor: vars.color.canvas,
  borderBottom: `1px solid ${vars.color.border.default}`,
});

export const list = style({
  position: 'relative',
  display: 'flex',
  gap: vars.space['2'],
  // Mobile: one row that scrolls sideways; the padding keeps focus rings from being clipped.
  overflowX: 'auto',
  overscrollBehaviorX: 'contain',
  scrollSnapType: 'x proximity',
  scrollbarWidth: 'thin',
  padding: `${vars.space['3']} ${vars.space['4']}`,
  margin: '0 auto',
  maxWidth: vars.size.content,
  '@media': {
    [media.desktopUp]: {
      // Wide screens have room for every category: wrap and centre instead of scrolling.
      flexWrap: 'wrap',
      justifyContent: 'center',
      overflowX: 'visible',
    },
  },
});

export const tab = style({
  flex: '0 0 auto',
  scrollSnapAlign: 'start',
  minHeight: vars.size.control.md,
  padding: `0 ${vars.space['4']}`,
  border: `1px solid ${vars.color.border.default}`,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.surface,
  color: vars.color.text.primary,
  fontFamily: 'inherit',
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  lineHeight: vars.font.lineHeight.tight,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  transition: `background-color ${vars.motion.duration.fast} ${vars.motion.easing.standard}, color ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
  selectors: {
    '&:hover': { backgroundColor: vars.color.neutral.hover },
    '&[aria-selected="true"]': {
      backgroundColor: vars.color.brandAccent.rest,
      borderColor: vars.color.brandAccent.rest,
      color: vars.color.brandAccent.onAccent,
      fontWeight: vars.font.weight.semibold,
    },
    '&[aria-selected="true"]:hover': { backgroundColor: vars.color.brandAccent.hover },
  },
  '@media': {
    [media.tabletUp]: { fontSize: vars.font.size.md },
  },
});
