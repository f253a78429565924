import { createVar, fallbackVar, style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';
import { media } from '../../theme/media';
import { atoms } from '../../theme/atoms.css';

/** Distance from the top of the viewport where the row sticks (the height of a fixed header above it). */
export const stickyOffset = createVar();

/** The row's height on one line: a tab, the list's padding above and below it, and the bar's bottom border. */
export const rowHeight = `calc(${vars.size.control.md} + 2 * ${vars.space['3']} + 1px)`;

export const bar = style({
  position: 'sticky',
  top: fallbackVar(stickyOffset, vars.space['0']),
  zIndex: vars.zIndex.sticky,
  backgroundColor: vars.color.canvas,
  borderBottom: `1px solid ${vars.color.border.default}`,
});

export const list = style([
  atoms({
    display: 'flex',
    gap: '2',
    // Wide screens have room for every category: wrap and centre instead of scrolling.
    flexWrap: { desktop: 'wrap' },
    justifyContent: { desktop: 'center' },
  }),
  {
    position: 'relative',
    // Mobile: one row that scrolls sideways; the padding keeps focus rings from being clipped.
    overflowX: 'auto',
    overscrollBehaviorX: 'contain',
    scrollSnapType: 'x proximity',
    // Tabs snap to the padding's edge, not flush with the screen's.
    scrollPaddingInline: vars.space['4'],
    scrollbarWidth: 'thin',
    padding: `${vars.space['3']} ${vars.space['4']}`,
    margin: '0 auto',
    maxWidth: vars.size.content,
    '@media': { [media.desktopUp]: { overflowX: 'visible' } },
  },
]);

export const tab = style([
  // The selected look below (an attribute selector) outranks these atoms' colour and weight.
  atoms({ fontSize: { mobile: 'sm', tablet: 'md' }, fontWeight: 'medium', lineHeight: 'tight', color: 'primary' }),
  {
    flex: '0 0 auto',
    scrollSnapAlign: 'start',
    minHeight: vars.size.control.md,
    padding: `0 ${vars.space['4']}`,
    border: `1px solid ${vars.color.border.default}`,
    borderRadius: vars.radius.full,
    backgroundColor: vars.color.surface,
    fontFamily: 'inherit',
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
  },
]);
