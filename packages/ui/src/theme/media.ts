import { breakpoint } from '@sukoon/tokens';

/** Media queries built from the breakpoint tokens, for use inside style objects. */
export const media = {
  /** At or above 768 px: tablet and wider (the spec's mobile-menu threshold). */
  tabletUp: `screen and (min-width: ${breakpoint.md})`,
  /** Below 768 px: phones. */
  mobile: `screen and (max-width: ${Number.parseInt(breakpoint.md, 10) - 0.02}px)`,
  desktopUp: `screen and (min-width: ${breakpoint.lg})`,
  /** From 768 px up to the desktop breakpoint: the header's full row of links is tight here. */
  tabletOnly: `screen and (min-width: ${breakpoint.md}) and (max-width: ${Number.parseInt(breakpoint.lg, 10) - 0.02}px)`,
  reducedMotion: '(prefers-reduced-motion: reduce)',
} as const;
