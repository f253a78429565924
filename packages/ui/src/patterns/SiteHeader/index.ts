export { SiteHeader, topNavLinks, COMPACT_SCROLL_PX, type SiteHeaderProps, type NavLink } from './SiteHeader';
export { compactHeaderHeight } from './SiteHeader.css';
export { useScrolledPast, useWidthAtLeast } from './useScrolledPast';
