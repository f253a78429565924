import { bookingCopy } from '@sukoon/contracts/copy/booking';
import { ApiError } from '../../lib/apiError';
import { allFailuresRead, failureMessage, type FailureWording } from '../../lib/failureMessage';

/** B8's three amber banners: 500, time-out, anything else. */
const bookedSessionsWording: FailureWording = {
  ...allFailuresRead(bookingCopy.sessionsWarnings.other),
  reason: false,
  statuses: { 500: bookingCopy.sessionsWarnings.server },
  timeout: bookingCopy.sessionsWarnings.timeout,
};

/**
 * What a failed booked-sessions call means (B8): 401 is an expired session; otherwise one of the
 * three amber banners (500, time-out, anything else), and every slot is shown as available.
 */
export function bookedSessionsFailure(error: unknown): { expired: true } | { expired: false; warning: string } {
  if (error instanceof ApiError && error.status === 401) return { expired: true };
  return { expired: false, warning: failureMessage(error, bookedSessionsWording) };
}
