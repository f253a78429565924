// Every user-facing text of paying (spec 02 sections 6 and 7): the payment overlays, the return
// screen and the /payment-status page. The spec does not say what /payment-status shows (B2), so
// its texts are ours: say plainly whether money moved and whether the session is booked, then the
// next step. Import by sub-path: `import { paymentsCopy } from '@sukoon/contracts/copy/payments'`.
import type { PaymentPageStatus } from '../rules/status';

export interface PaymentOutcomeCopy {
  title: string;
  lead: string;
  nextTitle: string;
  next: readonly string[];
}

const whatHappensNext = 'What happens next';
const whatYouCanDo = 'What you can do';

/** Pending and processing: the bank has not answered yet, so the advice is the same. */
const stillConfirming = [
  'Please do not pay again: once the bank confirms, your booking is confirmed automatically.',
  'Refresh this page in a few minutes, or check My Bookings later.',
  'If money was taken but no booking appears within a day, contact support and mention your order ID.',
] as const;

/**
 * What /payment-status can show: a payment's outcome (PaymentPageStatus), or, ours, what stands in for it when the
 * server cannot tell this visitor: a guest (signIn), an order that is not theirs or does not exist (notFound), and a
 * payment still pending after the page has asked for a couple of minutes (stillPending).
 */
export type PaymentViewStatus = PaymentPageStatus | 'signIn' | 'notFound' | 'stillPending';

const outcomes = {
  success: {
    title: 'Payment successful',
    lead: 'Your session is booked and paid for. Thank you!',
    nextTitle: whatHappensNext,
    next: [
      'A confirmation e-mail with your booking details is on its way to you.',
      'Your meeting link will be in My Bookings; join from there at the time of your session.',
    ],
  },
  failure: {
    title: 'Payment failed',
    lead: 'Your payment did not go through, so your session is not booked.',
    nextTitle: whatYouCanDo,
    next: [
      'Nothing has been charged. If your account was debited anyway, the amount is refunded to the same account automatically.',
      'Try booking again, with the same card or another one.',
      'If it keeps failing, contact support and mention your order ID.',
    ],
  },
  cancel: {
    title: 'Payment cancelled',
    lead: 'You cancelled the payment, so nothing was charged and your session is not booked.',
    nextTitle: whatHappensNext,
    next: [
      'The time you picked is held for a short while, then released for others to book.',
      'You can choose a session and a time again whenever you are ready.',
    ],
  },
  pending: {
    title: 'Payment pending',
    lead: "We're confirming your payment with the bank. This usually takes a few minutes.",
    nextTitle: whatHappensNext,
    next: stillConfirming,
  },
  processing: {
    title: 'Payment processing',
    lead: "Your payment is being processed. We're confirming it with the bank.",
    nextTitle: whatHappensNext,
    next: stillConfirming,
  },
  unknown: {
    title: "We couldn't confirm your payment",
    lead: 'We could not determine the status of your payment.',
    nextTitle: whatYouCanDo,
    next: [
      'Check My Bookings: if your session is listed there, it is confirmed.',
      'If it is not listed and money was taken, contact support with your order ID and we will sort it out.',
    ],
  },
  signIn: {
    title: 'Sign in to see this payment',
    lead: 'A payment is shown only to the person who made it.',
    nextTitle: whatYouCanDo,
    next: [
      'Sign in with the account you paid from, and this page shows the payment.',
      'If money was taken and you cannot sign in, contact support with your order ID.',
    ],
  },
  notFound: {
    title: 'We could not find this payment',
    lead: 'There is no payment with this order ID on the account you are signed in with.',
    nextTitle: whatYouCanDo,
    next: [
      'If you paid from another account, sign out and sign in with that one.',
      'Check My Bookings: every session you have paid for is listed there.',
      'If money was taken, contact support with your order ID and we will sort it out.',
    ],
  },
  stillPending: {
    title: 'Still waiting for the bank',
    lead: 'Your bank has not confirmed the payment yet. Some banks take longer, up to a day.',
    nextTitle: whatYouCanDo,
    next: [
      'Please do not pay again: a payment the bank confirms later books your session.',
      'Refresh this page later (keep its address), or check My Bookings.',
      'If money was taken but no booking appears within a day, contact support and mention your order ID.',
    ],
  },
} as const satisfies Record<PaymentViewStatus, PaymentOutcomeCopy>;

/** What a paid order bought: a session (booking) or a membership (its credits). */
export type PaidOrderKind = 'session' | 'membership';

/** The same outcomes for a membership purchase, where they differ from a session's. */
const membershipOutcomes = {
  success: {
    lead: 'Your membership is active and its credits are ready to use. Thank you!',
    next: [
      'A confirmation e-mail with your membership details is on its way to you.',
      'Book any session and choose "Use credits" to pay with your membership.',
    ],
  },
  failure: {
    lead: 'Your payment did not go through, so your membership is not active.',
    next: [
      'Nothing has been charged. If your account was debited anyway, the amount is refunded to the same account automatically.',
      'Try again, with the same card or another one.',
      'If it keeps failing, contact support and mention your order ID.',
    ],
  },
  cancel: {
    lead: 'You cancelled the payment, so nothing was charged and no membership was bought.',
    next: ['You can choose a plan again whenever you are ready.'],
  },
  pending: {
    next: [
      'Please do not pay again: once the bank confirms, your membership is activated automatically.',
      'Refresh this page in a few minutes, or check My Membership later.',
      'If money was taken but no membership appears within a day, contact support and mention your order ID.',
    ],
  },
  unknown: {
    next: [
      'Check My Membership: if your plan is shown there, it is active.',
      'If it is not shown and money was taken, contact support with your order ID and we will sort it out.',
    ],
  },
  notFound: {
    next: [
      'If you paid from another account, sign out and sign in with that one.',
      'Check My Membership: an active plan is shown there.',
      'If money was taken, contact support with your order ID and we will sort it out.',
    ],
  },
  stillPending: {
    next: [
      'Please do not pay again: a payment the bank confirms later activates your membership.',
      'Refresh this page later (keep its address), or check My Membership.',
      'If money was taken but no membership appears within a day, contact support and mention your order ID.',
    ],
  },
} as const satisfies Partial<Record<PaymentViewStatus, Partial<PaymentOutcomeCopy>>>;

/** The texts of one outcome for what the order bought. */
export function paymentOutcomeCopy(status: PaymentViewStatus, kind: PaidOrderKind = 'session'): PaymentOutcomeCopy {
  const forMembership: Partial<PaymentOutcomeCopy> =
    kind === 'membership'
      ? ((membershipOutcomes as Partial<Record<PaymentViewStatus, Partial<PaymentOutcomeCopy>>>)[status] ?? {})
      : {};
  return { ...outcomes[status], ...forMembership };
}

export const paymentsCopy = {
  /** /payment-status, per outcome (a session's; paymentOutcomeCopy() gives a membership's). */
  outcomes,
  membershipOutcomes,
  /** The actions' labels when the order was a membership. */
  membershipActions: {
    bookings: 'View My Membership',
    services: 'Back to Membership Plans',
    retry: 'Try again',
    contact: 'Contact support',
    signIn: 'Sign in',
  },
  actions: {
    bookings: 'View My Bookings',
    services: 'Back to Services',
    retry: 'Try booking again',
    contact: 'Contact support',
    signIn: 'Sign in',
  },
  refresh: 'Refresh status',
  details: {
    label: 'Payment details',
    service: 'Service',
    plan: 'Membership plan',
    session: 'Session',
    amountPaid: 'Amount paid',
    amount: 'Amount',
    orderId: 'Order ID',
    transactionId: 'Transaction ID',
  },
  support: {
    question: 'Questions about this payment? E-mail',
    quoteOrder: 'and quote order ID',
    mailSubject: (orderId: string) => `Payment for order ${orderId}`,
  },

  /** 02 section 7: the payment return screen, verbatim. */
  processing: {
    title: 'Processing Payment',
    message: 'Please wait while we redirect you to the payment status page...',
  },

  /** 02 section 6: the payment overlays, verbatim. */
  overlay: {
    complete: {
      title: 'Complete Your Payment',
      description: 'Please do not close or refresh this page until the payment is finished.',
      secure: 'Secure payment',
      loading: 'Loading payment form',
      cancel: 'Cancel payment',
    },
    error: { title: 'Payment Error', description: 'Unable to load payment form', retry: 'Retry', cancel: 'Cancel' },
    redirecting: {
      title: 'Redirecting to Payment Gateway',
      description: 'Please do not close or refresh this page.',
      spinner: 'Redirecting',
    },
  },
} as const;

export const PAYMENT_MESSAGES = {
  bookingNotFound: 'Booking not found.',
  alreadyPaid: 'This session is already paid.',
  holdExpired: 'Your reservation of this slot has expired. Please choose the slot again.',
  paymentNotFound: 'Payment not found.',
  gatewayUnreachable: 'The payment provider could not be reached. Please try again in a moment.',
  recordedSuccess: 'Payment confirmed. Your session is booked.',
  recordedFailure: 'The payment did not go through.',
  recordedPending: 'The payment is not complete yet.',
} as const;
