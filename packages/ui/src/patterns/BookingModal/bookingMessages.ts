// The booking modal's spec texts (02 sections 5 and 8) now live in contracts' booking copy; these
// names stay for the pages and tests that import them from here.
import { bookingCopy } from '@sukoon/contracts/copy/booking';

export { bookingErrorMessage, paymentFailureMessage } from '@sukoon/contracts/copy/booking';

/** The amber banner when booked sessions could not be loaded; slots are then all shown as available. */
export const SESSIONS_WARNINGS = bookingCopy.sessionsWarnings;

export type SessionsWarningKind = keyof typeof SESSIONS_WARNINGS;

export const NOT_LOGGED_IN_MESSAGE = bookingCopy.notLoggedIn;
export const SESSION_EXPIRED_MESSAGE = bookingCopy.sessionExpired;
