import { style } from '@vanilla-extract/css';

/**
 * Names shown as code in stories (token paths, CSS variables, icon names): JetBrains Mono, installed from npm and
 * loaded by .storybook/preview.tsx, so their screenshots do not depend on the machine's own monospace font.
 */
export const codeFont = style({ fontFamily: "'JetBrains Mono', monospace" });
