import { createVar } from '@vanilla-extract/css';

/**
 * The height of what a page keeps stuck under the site header (the services' category row), which the layout's scroll
 * padding adds to the header's; a page sets it on `html` from its own styles.
 */
export const stuckBelowHeader = createVar();
