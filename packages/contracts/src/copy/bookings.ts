// Every user-facing text of My Bookings and the feedback modal (spec 02 sections 2, 4 and 8). Exact spec
// texts are marked by their section. Import by sub-path:
// `import { bookingsCopy } from '@sukoon/contracts/copy/bookings'`.
import type { PaymentStatus } from '../rules/status';

export const bookingsCopy = {
  item: {
    /** Screen-reader terms of a booking's details. */
    date: 'Date',
    time: 'Time (IST)',
    mode: 'Mode',
    price: 'Price',
    payment: 'Payment',
    /** B4, verbatim. */
    join: 'Join Meeting',
    noLink: 'Meeting link is not available',
    submitFeedback: 'Submit Feedback',
    feedbackSubmitted: 'Feedback Submitted',
    /** Link names announce which session they belong to. */
    opensInNewTab: '(opens in a new tab)',
  },
  list: {
    label: 'Your bookings',
    loading: 'Loading your bookings',
    empty: "You haven't booked a session yet.",
    browse: 'Browse our services',
    offlineTitle: "You're offline",
    /** B8, verbatim. */
    offline: "You're offline. Please check your connection to view your bookings.",
    tryAgain: 'Try Again',
  },
  /** B8, verbatim: the bookings call's failures. */
  errors: {
    sessionExpired: 'Your session has expired. Please log in again.',
    notFound: 'No bookings found for your account.',
    status: (status: number) => `Error fetching bookings: ${status}`,
    invalidData: 'Invalid data structure received from API',
    failed: 'Failed to load booking details. Please try again later.',
    loginRequired: 'Please login to access your bookings.',
  },
  /** B4: the four normalised payment statuses as badges. */
  paymentStatus: {
    pending: 'Payment pending',
    failed: 'Payment failed',
    processing: 'Payment processing',
    success: 'Paid',
  } satisfies Record<PaymentStatus, string>,
} as const;
