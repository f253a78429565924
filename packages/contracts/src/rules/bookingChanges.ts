import { sessionStart } from './sessions';

/**
 * Ours: a confirmed session can be rescheduled or cancelled up to this many hours before its start. The
 * server's setting (BOOKING_CHANGE_CUTOFF_HOURS) decides and sends it with each booking; this is its default.
 */
export const DEFAULT_BOOKING_CHANGE_CUTOFF_HOURS = 24;

const HOUR_MS = 3_600_000;

/** The last instant a session starting at `date` `time` (India) can be moved or cancelled; null when unreadable. */
export function bookingChangesCloseAt(date: string, time: string, cutoffHours: number): Date | null {
  const start = sessionStart(date, time);
  return start === null ? null : new Date(start.getTime() - cutoffHours * HOUR_MS);
}

/** Why a booking cannot be moved or cancelled now, or null when it can. */
export type BookingChangeBlock = 'not-confirmed' | 'cancelled' | 'cut-off';

/**
 * Whether a booking can still be rescheduled or cancelled at `now`: confirmed (paid) and not past its cut-off. At the
 * cut-off instant itself the change is still allowed ("up to 24 hours before"); a millisecond later it is not. The
 * server applies this rule to its own clock; the site shows it by the page's clock, from `changesCloseAt`.
 */
export function bookingChangeBlock(
  booking: { status: 'held' | 'confirmed' | 'cancelled' | null; changesCloseAt: string | Date | null },
  now: Date,
): BookingChangeBlock | null {
  if (booking.status === 'cancelled') return 'cancelled';
  if (booking.status !== 'confirmed' || booking.changesCloseAt === null) return 'not-confirmed';
  const closesAt = new Date(booking.changesCloseAt).getTime();
  if (Number.isNaN(closesAt)) return 'not-confirmed';
  return now.getTime() <= closesAt ? null : 'cut-off';
}
