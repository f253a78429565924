import type { Booking } from '../schemas/services';
import { isSessionCompleted } from './sessions';

type Listed = Pick<Booking, 'status' | 'payment_status' | 'holdExpiresAt' | 'date' | 'time'>;

/** An unpaid booking holding its slot for its client (decision 0004), while its hold lasts by `now`. */
export function isHeldAt(booking: Listed, now: Date): boolean {
  if (booking.status !== 'held') return false;
  const until = booking.holdExpiresAt ? Date.parse(booking.holdExpiresAt) : Number.NaN;
  // Without a known end the server's word that it still stands is taken.
  return Number.isNaN(until) || until > now.getTime();
}

/** My Bookings offers Pay again: the last card attempt failed and the hold still stands. */
export function canPayAgain(booking: Listed, now: Date): boolean {
  return booking.payment_status === 'failed' && isHeldAt(booking, now);
}

const upcomingPaid = (booking: Listed, now: Date) =>
  booking.status !== 'cancelled' && booking.payment_status === 'success' && !isSessionCompleted(booking, now);

/**
 * The order My Bookings shows, from the server's (latest session first): a hold that has lapsed by the page's clock is
 * no booking any more, so it is left out; an unpaid hold comes after the upcoming paid sessions, which it must not
 * push down, and before the rest. Everything else keeps the server's order.
 */
export function bookingsToList<T extends Listed>(bookings: readonly T[], now: Date): T[] {
  const lapsed = (b: T) => b.status === 'held' && !isHeldAt(b, now);
  const held = bookings.filter((b) => b.status === 'held' && !lapsed(b));
  const rest = bookings.filter((b) => b.status !== 'held');
  let after = 0;
  rest.forEach((b, index) => {
    if (upcomingPaid(b, now)) after = index + 1;
  });
  return [...rest.slice(0, after), ...held, ...rest.slice(after)];
}
