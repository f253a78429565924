import type { PaymentPageStatus } from '@sukoon/contracts';
import type { IconName } from '../Icon';
import type { Tone } from '../tone';

/** The message tones, plus neutral for an outcome that is neither good nor bad news (a cancelled payment). */
export type StatusTone = Tone | 'neutral';
export type StatusAction = 'bookings' | 'services' | 'retry' | 'contact';

export interface StatusContent {
  title: string;
  lead: string;
  tone: StatusTone;
  glyph: IconName;
  nextTitle: string;
  next: readonly string[];
  /** The first action is the primary one. */
  actions: readonly StatusAction[];
  /** Whether a "Refresh status" button makes sense (the outcome may still change). */
  canRefresh: boolean;
}

/**
 * What the payer reads for each outcome. The spec does not say what /payment-status shows (B2), so
 * these texts are ours: say plainly whether money moved and whether the session is booked, then the
 * next step.
 */
export const STATUS_CONTENT: Record<PaymentPageStatus, StatusContent> = {
  success: {
    title: 'Payment successful',
    lead: 'Your session is booked and paid for. Thank you!',
    tone: 'success',
    glyph: 'checkLarge',
    nextTitle: 'What happens next',
    next: [
      'A confirmation e-mail with your booking details is on its way to you.',
      'Your meeting link will be in My Bookings; join from there at the time of your session.',
    ],
    actions: ['bookings', 'services'],
    canRefresh: false,
  },
  failure: {
    title: 'Payment failed',
    lead: 'Your payment did not go through, so your session is not booked.',
    tone: 'error',
    glyph: 'crossLarge',
    nextTitle: 'What you can do',
    next: [
      'Nothing has been charged. If your account was debited anyway, the amount is refunded to the same account automatically.',
      'Try booking again, with the same card or another one.',
      'If it keeps failing, contact support and mention your order ID.',
    ],
    actions: ['retry', 'contact'],
    canRefresh: false,
  },
  cancel: {
    title: 'Payment cancelled',
    lead: 'You cancelled the payment, so nothing was charged and your session is not booked.',
    tone: 'neutral',
    glyph: 'returnArrow',
    nextTitle: 'What happens next',
    next: [
      'The time you picked is held for a short while, then released for others to book.',
      'You can choose a session and a time again whenever you are ready.',
    ],
    actions: ['services'],
    canRefresh: false,
  },
  pending: {
    title: 'Payment pending',
    lead: "We're confirming your payment with the bank. This usually takes a few minutes.",
    tone: 'warning',
    glyph: 'clockLarge',
    nextTitle: 'What happens next',
    next: [
      'Please do not pay again: once the bank confirms, your booking is confirmed automatically.',
      'Refresh this page in a few minutes, or check My Bookings later.',
      'If money was taken but no booking appears within a day, contact support and mention your order ID.',
    ],
    actions: ['bookings', 'services'],
    canRefresh: true,
  },
  processing: {
    title: 'Payment processing',
    lead: "Your payment is being processed. We're confirming it with the bank.",
    tone: 'info',
    glyph: 'refresh',
    nextTitle: 'What happens next',
    next: [
      'Please do not pay again: once the bank confirms, your booking is confirmed automatically.',
      'Refresh this page in a few minutes, or check My Bookings later.',
      'If money was taken but no booking appears within a day, contact support and mention your order ID.',
    ],
    actions: ['bookings', 'services'],
    canRefresh: true,
  },
  unknown: {
    title: "We couldn't confirm your payment",
    lead: 'We could not determine the status of your payment.',
    tone: 'warning',
    glyph: 'question',
    nextTitle: 'What you can do',
    next: [
      'Check My Bookings: if your session is listed there, it is confirmed.',
      'If it is not listed and money was taken, contact support with your order ID and we will sort it out.',
    ],
    actions: ['bookings', 'contact'],
    canRefresh: true,
  },
};

export const ACTION_LABELS: Record<StatusAction, string> = {
  bookings: 'View My Bookings',
  services: 'Back to Services',
  retry: 'Try booking again',
  contact: 'Contact support',
};
