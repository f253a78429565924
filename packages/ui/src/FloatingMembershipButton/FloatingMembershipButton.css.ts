import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';
import { media } from '../theme/media';

export const button = style({
  position: 'fixed',
  right: vars.space['4'],
  bottom: vars.space['4'],
  zIndex: vars.zIndex.floating,
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2'],
  minHeight: vars.size.control.lg,
  padding: `0 ${vars.space['5']}`,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.warmAccent.rest,
  color: vars.color.warmAccent.onAccent,
  fontWeight: vars.font.weight.semibold,
  fontSize: vars.font.size.md,
  textDecoration: 'none',
  boxShadow: vars.shadow.lg,
  transition: `background-color ${vars.motion.duration.fast}, transform ${vars.motion.duration.normal} ${vars.motion.easing.standard}`,
  selectors: {
    '&:hover': { backgroundColor: vars.color.warmAccent.hover, transform: 'translateY(-2px)' },
    '&:active': { backgroundColor: vars.color.warmAccent.active },
  },
  '@media': { [media.tabletUp]: { right: vars.space['6'], bottom: vars.space['6'] } },
});
