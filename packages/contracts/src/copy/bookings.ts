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
  /** B4: the four normalised payment statuses as badges. */
  paymentStatus: {
    pending: 'Payment pending',
    failed: 'Payment failed',
    processing: 'Payment processing',
    success: 'Paid',
  } satisfies Record<PaymentStatus, string>,
} as const;
