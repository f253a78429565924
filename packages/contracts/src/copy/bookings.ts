// Every user-facing text of My Bookings and the feedback modal (spec 02 sections 2, 4 and 8). Exact spec
// texts are marked by their section. Import by sub-path:
// `import { bookingsCopy } from '@sukoon/contracts/copy/bookings'`.
import { formatMessage } from '../message';
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
    ratingOption: (stars: number) => formatMessage('{stars, plural, one {# star} other {# stars}}', { stars }),
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
  /** Ours: an unpaid booking still holding its slot (decision 0004); `until` as "10:45 am IST". */
  held: {
    failed: (until: string) =>
      formatMessage(
        'Your payment did not go through, so this session is not booked yet. The time is held for you until {until}.',
        { until },
      ),
    pending: (until: string) =>
      formatMessage('This session is booked once your payment is confirmed. The time is held for you until {until}.', {
        until,
      }),
    payAgain: 'Pay again',
    startingPayment: 'Starting your payment',
  },
  /** Ours: rescheduling and cancelling a confirmed session from My Bookings. */
  changes: {
    reschedule: 'Reschedule',
    cancel: 'Cancel session',
    /** Before the cut-off: until when, as "10:30 am IST on Sun, 22 Nov 2026". */
    openUntil: (when: string) => `You can reschedule or cancel until ${when}.`,
    /** Inside the cut-off, beside the disabled actions, followed by the contact link. */
    closed: (hours: number) =>
      formatMessage(
        'Changes close {hours, plural, one {# hour} other {# hours}} before the session. To change it now, please',
        { hours },
      ),
    contactUs: 'contact us',
    /** The cut-off setting, in both dialogs. */
    cutoffNote: (hours: number, when: string) =>
      formatMessage(
        'Sessions can be moved or cancelled up to {hours, plural, one {# hour} other {# hours}} before they start: for this one, until {when}.',
        { hours, when },
      ),
    cancelled: 'Cancelled',
    refundRequested: 'Refund requested: our team returns it to your original payment method',
    refunded: 'Refunded',
    creditsReturned: (credits: number) =>
      formatMessage('{credits, plural, one {# credit} other {# credits}} returned to your membership', { credits }),
    offline: "You're offline. Please check your internet connection and try again.",
    tryAgain: 'Try again',
    rescheduleDialog: {
      title: 'Reschedule your session',
      current: 'Now booked for',
      chooseNew: 'Choose a new time',
      submit: 'Move session',
      submitting: 'Moving your session',
      slotTaken: 'That time has just been taken. Please choose another.',
      chooseSlot: 'Choose a new day and time to move your session.',
      failed: (reason: string) => `Your session was not moved: ${reason}`,
    },
    cancelDialog: {
      title: 'Cancel this session?',
      credits: (credits: number) =>
        formatMessage('{credits, plural, one {# credit goes} other {# credits go}} back to your membership at once.', {
          credits,
        }),
      card: (amount: string) =>
        `We'll ask our team to refund ${amount} to your original payment method (usually 5 to 7 working days).`,
      /** A card booking without a known amount. */
      cardNoAmount:
        "We'll ask our team to refund your payment to your original payment method (usually 5 to 7 working days).",
      keep: 'Keep session',
      submit: 'Cancel session',
      submitting: 'Cancelling your session',
      failed: (reason: string) => `Your session was not cancelled: ${reason}`,
    },
  },
  /** B4: the four normalised payment statuses as badges. */
  paymentStatus: {
    pending: 'Payment pending',
    failed: 'Payment failed',
    processing: 'Payment processing',
    success: 'Paid',
  } satisfies Record<PaymentStatus, string>,
} as const;

/** What the API answers about a feedback (the form's own checks are validationCopy.feedback). */
export const FEEDBACK_MESSAGES = {
  bookingNotFound: 'Booking not found.',
  notPaid: 'Feedback can be given only for a paid session.',
  notEnded: 'You can give feedback once your session has ended.',
  alreadyGiven: 'You have already given feedback for this session. Thank you!',
  noSession: 'You can give feedback after a paid session of this service has ended.',
  thanks: 'Thank you for your feedback.',
} as const;
