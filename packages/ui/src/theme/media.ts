import { tokens } from '@sukoon/tokens';

/** Media queries built from the breakpoint tokens, for use inside style objects. */
export const media = {
  /** At or above 768 px: tablet and wider (the spec's mobile-menu threshold). */
  tabletUp: `screen and (min-width: ${tokens.breakpoint.md})`,
  /** Below 768 px: phones. */
  mobile: `screen and (max-width: ${Number.parseInt(tokens.breakpoint.md, 10) - 0.02}px)`,
  desktopUp: `screen and (min-width: ${tokens.breakpoint.lg})`,
  reducedMotion: '(prefers-reduced-motion: reduce)',
} as const;
