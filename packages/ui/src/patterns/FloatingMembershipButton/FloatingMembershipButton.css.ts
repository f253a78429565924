import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';
import { media } from '../../theme/media';
import { atoms } from '../../theme/atoms.css';

/** What the button covers above the bottom of the screen, at its widest offset (tablet up). */
export const floatingButtonClearance = `calc(${vars.size.control.lg} + ${vars.space['6']})`;

export const button = style([
  atoms({ display: 'inline-flex', alignItems: 'center', gap: '2', fontWeight: 'semibold', fontSize: 'md' }),
  {
    position: 'fixed',
    right: vars.space['4'],
    bottom: vars.space['4'],
    zIndex: vars.zIndex.floating,
    minHeight: vars.size.control.lg,
    padding: `0 ${vars.space['5']}`,
    borderRadius: vars.radius.full,
    backgroundColor: vars.color.warmAccent.rest,
    color: vars.color.warmAccent.onAccent,
    textDecoration: 'none',
    boxShadow: vars.shadow.lg,
    transition: `background-color ${vars.motion.duration.fast}, transform ${vars.motion.duration.normal} ${vars.motion.easing.standard}`,
    selectors: {
      '&:hover': { backgroundColor: vars.color.warmAccent.hover, transform: 'translateY(-2px)' },
      '&:active': { backgroundColor: vars.color.warmAccent.active },
    },
    '@media': { [media.tabletUp]: { right: vars.space['6'], bottom: vars.space['6'] } },
  },
]);
