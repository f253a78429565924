// The booking modal's spec texts (02 sections 5 and 8), verbatim, and the two rules that build the
// failure texts from a server reply, so the page and the stories say exactly the same thing.
import { BOOKING_MESSAGES } from '@sukoon/contracts';

/** The amber banner when booked sessions could not be loaded; slots are then all shown as available. */
export const SESSIONS_WARNINGS = {
  /** HTTP 500 from the booked-sessions call. */
  server: 'The server encountered an error while fetching booked sessions. All slots will be shown as available.',
  /** The call's 10 s time-out passed. */
  timeout: 'Request timed out. All slots will be shown as available.',
  /** Any other failure. */
  other: 'Failed to load booked sessions. All slots will be shown as available.',
} as const;

export type SessionsWarningKind = keyof typeof SESSIONS_WARNINGS;

export const NOT_LOGGED_IN_MESSAGE = BOOKING_MESSAGES.notLoggedIn;
export const SESSION_EXPIRED_MESSAGE = 'Your session has expired. Please log in again.';

const REPLY_LIMIT = 100;

/** The first 100 characters (whole characters: an emoji is never cut in half). */
function first100(text: string): string {
  return Array.from(text).slice(0, REPLY_LIMIT).join('');
}

/** Booking failure: "Error: {first 100 characters of the server reply}". */
export function bookingErrorMessage(reply: string): string {
  return `Error: ${first100(reply)}`;
}

/**
 * Payment failure: the server's `details` or `error`, else "Payment failed" plus the first 100
 * characters of the reply (separated by ": " when there is a reply at all).
 */
export function paymentFailureMessage(
  body: { details?: unknown; error?: unknown } | null | undefined,
  reply: string,
): string {
  for (const value of [body?.details, body?.error]) {
    if (typeof value === 'string' && value.trim() !== '') return value.trim();
  }
  const head = first100(reply.trim());
  return head === '' ? 'Payment failed' : `Payment failed: ${head}`;
}
