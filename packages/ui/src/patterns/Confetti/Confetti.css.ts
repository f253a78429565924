import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

/** The whole window, above the page, never in the way of a click, a tap or a screen reader. */
export const canvas = style({
  position: 'fixed',
  inset: 0,
  width: '100%',
  height: '100%',
  pointerEvents: 'none',
  zIndex: vars.zIndex.overlay,
});
