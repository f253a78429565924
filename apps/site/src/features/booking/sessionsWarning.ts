import { bookingCopy } from '@sukoon/contracts/copy/booking';
import { ApiError } from '../../lib/apiError';

/**
 * What a failed booked-sessions call means (B8): 401 is an expired session; otherwise one of the
 * three amber banners (500, time-out, anything else), and every slot is shown as available.
 */
export function bookedSessionsFailure(error: unknown): { expired: true } | { expired: false; warning: string } {
  if (error instanceof ApiError && error.status === 401) return { expired: true };
  if (error instanceof ApiError && error.status === 500)
    return { expired: false, warning: bookingCopy.sessionsWarnings.server };
  if (error instanceof ApiError && error.kind === 'timeout')
    return { expired: false, warning: bookingCopy.sessionsWarnings.timeout };
  return { expired: false, warning: bookingCopy.sessionsWarnings.other };
}
