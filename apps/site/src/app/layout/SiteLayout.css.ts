import { fallbackVar, globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@sukoon/ui/theme';
import { compactHeaderHeight } from '@sukoon/ui/patterns/SiteHeader';
import { floatingButtonClearance, floatingMembershipButton } from '@sukoon/ui/patterns/FloatingMembershipButton';
import { TOAST_COVER_PROPERTY, toastLift } from '@sukoon/ui/primitives/Toast';
import { stuckBelowHeader } from '../../lib/stuckBelowHeader.css';

/**
 * The sticky header and the floating membership button cover the page's top and bottom: a control reached by Tab
 * (or Shift+Tab) is scrolled clear of them, not under them (WCAG 2.2, focus not obscured). Found at 360 px, where
 * the button spans most of the width: the footer's phone numbers were focused out of sight. Anchors' own
 * scroll-margin-top adds to this. A page with a row stuck under the header adds its height (stuckBelowHeader).
 */
globalStyle('html', {
  scrollPaddingTop: `calc(${compactHeaderHeight} + ${fallbackVar(stuckBelowHeader, '0px')} + ${vars.space['2']})`,
  // A toast, while it shows, covers the bottom too (as high as its top, above the button when lifted over it).
  scrollPaddingBottom: `calc(max(${floatingButtonClearance}, var(${TOAST_COVER_PROPERTY}, 0px)) + ${vars.space['2']})`,
});

/**
 * Toasts sit above the floating membership button while it is on the page: at the same bottom corner, a toast (5 s)
 * covered it, so a keyboard user who reached it saw nothing focused (found on My Membership, whose empty state says
 * "No membership found for your account" as a toast).
 */
globalStyle(`:root:has(${floatingMembershipButton})`, { vars: { [toastLift]: floatingButtonClearance } });

export const shell = style({ minHeight: '100vh', display: 'flex', flexDirection: 'column' });

export const main = style({ flex: 1, outline: 'none' });

export const skipLink = style({
  position: 'absolute',
  left: vars.space['2'],
  top: '-100px',
  zIndex: vars.zIndex.toast,
  padding: vars.space['2'],
  background: vars.color.surface,
  color: vars.color.text.link,
  selectors: { '&:focus': { top: vars.space['2'] } },
});
