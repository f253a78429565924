export { vars } from './theme.css';
export { media } from './media';
export { atoms, spaces, type Atoms, type Responsive, type Space } from './atoms.css';
export { useMediaQuery, useReducedMotion } from './useMediaQuery';
export { ViewerTimeZoneProvider, useViewerTimeZone } from './viewerTimeZone';
