// The one theme contract: every token becomes a CSS variable with a stable name
// (--sk-color-brandAccent-rest, --sk-space-4, ...), so screenshots, devtools and any
// non-React consumer see the same names release after release.
import { createGlobalTheme, createGlobalThemeContract, globalStyle } from '@vanilla-extract/css';
import { tokens } from '@sukoon/tokens';
import './fontFallback.css';

export const vars = createGlobalThemeContract(tokens, (_value, path) => `sk-${path.join('-')}`);

createGlobalTheme(':root', vars, tokens);

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });

globalStyle('html', {
  fontFamily: vars.font.family.body,
  fontSize: '100%',
  color: vars.color.text.primary,
  backgroundColor: vars.color.canvas,
  WebkitTextSizeAdjust: '100%',
});

globalStyle('body', {
  margin: 0,
  lineHeight: vars.font.lineHeight.normal,
  WebkitFontSmoothing: 'antialiased',
});

globalStyle('h1, h2, h3, h4, p', { margin: 0 });

globalStyle(':focus-visible', {
  outline: `2px solid ${vars.color.border.focus}`,
  outlineOffset: '2px',
});

// Honour the reader's motion setting everywhere; components add motion only on top of this.
globalStyle('*, *::before, *::after', {
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      animationDuration: '1ms !important',
      animationIterationCount: '1 !important',
      transitionDuration: '1ms !important',
      scrollBehavior: 'auto',
    },
  },
});
