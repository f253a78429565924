// Every route of both specs, in one place. Protected routes accept both letter cases
// (React Router matches paths case-insensitively, so /MyBookings and /myBookings share a route).
export const paths = {
  home: '/',
  about: '/about',
  services: '/services',
  testimonials: '/testimonials',
  mediaGallery: '/media-gallery',
  contact: '/contact',
  register: '/register',
  membershipPlans: '/membership-plans',
  verifyEmail: '/verify-email',
  disclaimer: '/disclaimer',
  terms: '/terms-and-conditions',
  privacy: '/privacy-policy',
  networkStatus: '/network-status',
  paymentStatus: '/payment-status',
  paymentStatusModal: '/payment-status-modal',
  notFound: '/not-found',
  myBookings: '/MyBookings',
  myProfile: '/MyProfile',
  myMembership: '/MyMembership',
  /** Ours: one GST tax invoice of the signed-in person (see invoicePath). */
  invoice: '/invoices/:id',
  /** Ours: moderation for accounts with the staff role (made by `npm run staff:create`). */
  staff: '/staff',
  /** Shown after a booking success notice; its screen is not in the spec, so it leads to My Bookings. */
  dashboardBookings: '/dashboard/bookings',
  /** The registration page links here; they lead to the full legal pages. */
  termsShort: '/terms',
  privacyShort: '/privacy',
} as const;

/** The page of one invoice: "/invoices/7". */
export const invoicePath = (id: number) => `/invoices/${id}`;

/**
 * The card provider's way back (B2): server routes that the gateway posts to, and pages of the site
 * when a browser opens them (the API serves the site's index.html for a GET).
 */
export const paymentReturnRoutes = [
  '/api/payments/success/*',
  '/api/payments/failure/*',
  '/api/payments/cancel/*',
  '/api/payments/pending/*',
] as const;

/** What a protected page or a sign-in prompt puts in the navigation state of `/`. */
export interface LoginRequestState {
  openLogin: true;
  message?: string;
  returnTo?: string;
}

export function isLoginRequestState(value: unknown): value is LoginRequestState {
  return typeof value === 'object' && value !== null && (value as { openLogin?: unknown }).openLogin === true;
}

/**
 * What a page that sends an offline visitor to /network-status puts in its navigation state: where they were, so
 * the page can offer the way back once the connection returns (it is replaced in history, so Back skips it).
 */
export interface OfflineReturnState {
  from: string;
}

/** The navigation to /network-status from `location` (a router location: path, search and hash kept). */
export function toNetworkStatus(location: { pathname: string; search: string; hash: string }) {
  const state: OfflineReturnState = { from: location.pathname + location.search + location.hash };
  return { to: paths.networkStatus, state };
}
