import { style } from '@vanilla-extract/css';

/** The rules of the visually-hidden look, for styles that hide text only at some widths (inside '@media'). */
export const visuallyHiddenRules = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  border: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/** Read by screen readers, not shown: the one visually-hidden style of the design system. */
export const visuallyHidden = style(visuallyHiddenRules);
