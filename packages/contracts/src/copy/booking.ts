// Every user-facing text of the booking modal (spec 02 sections 4, 5 and 8): the day and slot
// pickers, the optional fields, the summary, the terms and the outcome notices, and the two rules
// that build the failure texts from a server reply. Exact spec texts are marked by their section.
// Import by sub-path: `import { bookingCopy } from '@sukoon/contracts/copy/booking'`.
import { formatMessage } from '../message';
import type { BookingChangeBlock } from '../rules/bookingChanges';
import { validationCopy } from './validation';

/**
 * What the API answers about a booking and its changes (the form's own checks are validationCopy.booking).
 * Another person's booking is "not found" too: its existence is not theirs.
 */
export const BOOKING_MESSAGES = {
  slotTaken: 'This slot has just been booked by someone else. Please choose another time.',
  notInSeries: 'This is not one of the available time slots. Please choose a time from the list.',
  outsideWindow: 'Sessions can be booked from today up to 6 days ahead. Please choose another date.',
  past: 'This time has already passed. Please choose a later slot.',
  contactOnly: 'This service is arranged with our team. Please contact us to book it.',
  serviceNotFound: 'Service not found.',
  counsellorNotFound: 'Counsellor not found.',
  tooManyHolds:
    'You have unpaid bookings waiting for payment. Please complete or let them expire before booking another slot.',
  reserved: (minutes: number) =>
    formatMessage(
      'Your slot is reserved for {minutes, plural, one {# minute} other {# minutes}}. Complete the payment to confirm your session.',
      { minutes },
    ),
  alreadyReserved: 'You have already reserved this slot. Complete the payment to confirm your session.',
  alreadyBooked: 'You have already booked this slot. It is confirmed; see My Bookings.',
  bookingNotFound: 'Booking not found.',
  notConfirmed: 'Only a confirmed (paid) session can be rescheduled or cancelled.',
  alreadyCancelled: 'This session has already been cancelled.',
  pastCutoff: (hours: number) =>
    formatMessage(
      'Sessions can be rescheduled or cancelled up to {hours, plural, one {# hour} other {# hours}} before they start. For this one it is too late; please contact us.',
      { hours },
    ),
  sameSlot: 'Your session is already at this time. Please choose another slot.',
  rescheduled: (date: string, time: string) =>
    formatMessage('Your session is moved to {date} at {time}. We have e-mailed you the updated invitation.', {
      date,
      time,
    }),
  movedInsideCutoff: (hours: number) =>
    formatMessage(
      'It starts within {hours, plural, one {# hour} other {# hours}}, so it cannot be moved or cancelled again.',
      { hours },
    ),
  cancelledWithCredits: (returned: number, left: number) =>
    formatMessage(
      'Your session is cancelled. {returned, plural, one {# credit is} other {# credits are}} back on your membership; you have {left, plural, one {# credit} other {# credits}}.',
      { returned, left },
    ),
  cancelledCreditsLapsed: (returned: number, endedOn: string) =>
    formatMessage(
      'Your session is cancelled. {returned, plural, one {# credit} other {# credits}} went back to your membership, but it ended on {endedOn}: unused credits lapse with it.',
      { returned, endedOn },
    ),
  cancelledWithRefund:
    'Your session is cancelled. A refund of your payment is requested; our team will return it to the way you paid.',
} as const;

/** Why a booking cannot be moved or cancelled now, as the API answers it (and the site's mocks). */
export function bookingChangeRefusal(block: BookingChangeBlock, cutoffHours: number): string {
  if (block === 'not-confirmed') return BOOKING_MESSAGES.notConfirmed;
  return block === 'cancelled' ? BOOKING_MESSAGES.alreadyCancelled : BOOKING_MESSAGES.pastCutoff(cutoffHours);
}

export const bookingCopy = {
  title: (service: string) => `Book ${service}`,
  /** B8: what a booking answer that cannot be read shows. */
  answer: {
    parseError: 'Failed to parse booking response as JSON',
    idError: 'Unable to extract booking ID from response',
  },
  description: (minutes: number) => `Choose a day and a time (Indian time) for your ${minutes}-minute online session.`,

  days: { label: 'Select a date' },

  slots: {
    label: 'Select a time (IST)',
    /** 02 section 8, verbatim. */
    empty: 'No time slots available. Please try another date.',
    loading: 'Loading available time slots',
    chooseDateFirst: 'Choose a date to see the available times.',
    /** Ours: offline before the booked sessions came; the times show by themselves once the connection is back. */
    offline: "You're offline. The available times will show here as soon as your connection is back.",
    captions: {
      past: 'Past',
      booked: 'Booked',
      unavailable: 'Unavailable',
      held: 'Held for you',
      /** Ours: rescheduling, the session's own slot. */
      current: 'Your session',
    },
  },

  coupon: { label: 'Coupon code', hint: 'Optional' },
  gst: { label: 'GST number', hint: 'Optional, for a GST invoice' },

  summary: {
    title: 'Booking summary',
    service: 'Service',
    date: 'Date',
    time: 'Time',
    duration: 'Duration',
    coupon: 'Coupon code',
    gst: 'GST number',
    price: 'Price',
    notChosen: 'Not selected yet',
  },

  terms: {
    before: 'I agree to the',
    links: [
      { href: '/terms-and-conditions', label: 'Terms and Conditions' },
      { href: '/privacy-policy', label: 'Privacy Policy' },
      { href: '/disclaimer', label: 'Disclaimer' },
    ],
    newTab: ' (opens in a new tab)',
  },

  submit: 'Book & Pay Now',
  /** Paying with a membership's credits instead of a card. */
  payWith: {
    label: 'How would you like to pay?',
    card: 'Pay by card',
    cardDetail: 'Card, UPI or net banking through PayU',
    credits: (needed: number) => formatMessage('Use {needed, plural, one {# credit} other {# credits}}', { needed }),
    creditsDetail: (left: number) =>
      formatMessage('{left, plural, one {# credit} other {# credits}} left in your membership', { left }),
    submit: (needed: number) =>
      formatMessage('Book with {needed, plural, one {# credit} other {# credits}}', { needed }),
    noCoupon: 'Coupons apply to card payments only.',
  },
  /** A booking paid with credits is confirmed at once. */
  creditsBooked: (used?: number, left?: number) =>
    used === undefined
      ? 'Your session is booked and confirmed.'
      : left === undefined
        ? formatMessage(
            'Your session is booked and confirmed: {used, plural, one {# credit} other {# credits}} used.',
            {
              used,
            },
          )
        : formatMessage(
            'Your session is booked and confirmed: {used, plural, one {# credit} other {# credits}} used, {left} left.',
            { used, left },
          ),
  submitting: 'Booking your session...',

  /** The line under a disabled "Book & Pay Now": the first thing still missing. */
  missing: {
    loading: 'Please wait while the available times load.',
    date: 'Select a date to see the available times.',
    slot: 'Select a time to continue.',
    terms: 'Accept the terms to continue.',
  },

  /** 02 section 8: the amber banner when booked sessions could not be loaded. */
  sessionsWarnings: {
    /** HTTP 500 from the booked-sessions call. */
    server: 'The server encountered an error while fetching booked sessions. All slots will be shown as available.',
    /** The call's 10 s time-out passed. */
    timeout: 'Request timed out. All slots will be shown as available.',
    /** Any other failure. */
    other: 'Failed to load booked sessions. All slots will be shown as available.',
  },

  notLoggedIn: validationCopy.booking.notLoggedIn,
  sessionExpired: 'Your session has expired. Please log in again.',
  login: 'Login',
  viewBookings: 'View Bookings',
} as const;

const REPLY_LIMIT = 100;

/** The first 100 characters (whole characters: an emoji is never cut in half). */
function first100(text: string): string {
  return Array.from(text).slice(0, REPLY_LIMIT).join('');
}

/**
 * 02 section 8, booking failure: "Error: {first 100 characters of the server reply}". The reply is the server's
 * message as the site reads every error (apiClient's failureMessage), never its raw JSON.
 */
export function bookingErrorMessage(reply: string): string {
  return `Error: ${first100(reply)}`;
}

/**
 * 02 section 8, payment failure: the server's reason (B8 names its `details` or `error`; ours sends it as `message`
 * and `detail`, and the site reads every error body one way, apiClient's serverMessageOf), else "Payment failed"
 * plus the first 100 characters of what went wrong (separated by ": " when there is anything at all).
 */
export function paymentFailureMessage(reason: string | undefined, otherwise = ''): string {
  if (reason !== undefined && reason.trim() !== '') return reason.trim();
  const head = first100(otherwise.trim());
  return head === '' ? 'Payment failed' : `Payment failed: ${head}`;
}
