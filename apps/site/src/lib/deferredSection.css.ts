import { globalStyle, style } from '@vanilla-extract/css';

/** The wrapper is in the HTML with the part inside; display: contents keeps the part in the page's own layout. */
export const wrapper = style({ display: 'contents' });

/**
 * Each section of the part is laid out and painted only once it nears the screen (content-visibility: auto, still
 * in the accessibility tree, reachable by Tab and by find-in-page). On / the part is most of the page: on a throttled
 * phone its layout and paint were about half of the main thread's rendering work while the page loaded, none of it
 * on the first screen. Until then a section takes the estimated height below (the median of the home and About
 * sections at 360 to 1280 px is about 500 px), then the height it last had.
 */
globalStyle(`${wrapper} > *`, { contentVisibility: 'auto', containIntrinsicSize: 'auto 500px' });
