export { SiteHeader, topNavLinks, COMPACT_SCROLL_PX, type SiteHeaderProps, type NavLink } from './SiteHeader';
export { useScrolledPast, useWidthAtLeast } from './useScrolledPast';
