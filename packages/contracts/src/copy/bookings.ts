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
  /** The feedback modal (B2, B4, B5, B8; verbatim where the spec gives the text). */
  feedback: {
    /** The dialog's title; the session's name is its description. */
    title: 'Share your feedback',
    /** B8: the toast after a submitted feedback (4 s). */
    submitted: 'Thank you! Your feedback was submitted.',
    /** B8 "Validation errors: field: message". */
    validation: (fields: string) => `Validation errors: ${fields}`,
    stepOf: (step: number, count: number) => `Step ${step} of ${count}`,
    rating: 'How would you rate your session?',
    ratingOption: (stars: number) => (stars === 1 ? '1 star' : `${stars} stars`),
    liked: 'What did you like about the session?',
    improve: 'What could we improve?',
    improveHint: 'Only our team reads this.',
    recommend: 'Would you recommend us to others?',
    yes: 'Yes',
    no: 'No',
    consent: 'You may publish my words with my first name',
    back: 'Back',
    next: 'Next',
    submit: 'Submit',
    submitting: 'Submitting',
    swipeHint: 'Swipe or use Back and Next to move between steps.',
    thanks: 'Thank You!',
    thanksText: 'Your feedback helps us improve.',
    failed: (reason: string) => `Failed to submit feedback: ${reason}`,
  },
  /** B4: the four normalised payment statuses as badges. */
  paymentStatus: {
    pending: 'Payment pending',
    failed: 'Payment failed',
    processing: 'Payment processing',
    success: 'Paid',
  } satisfies Record<PaymentStatus, string>,
} as const;
