import {
  bookingWindow,
  durationMinutes,
  isBookableSlot,
  isSessionCompleted,
  slotInstant,
  SLOT_TIMES,
} from '@sukoon/contracts';
import { and, eq, gt, or, type Placeholder } from 'drizzle-orm';
import { httpError } from '../../http/errors';
import { bookablePrice, type ServiceWithCategory } from '../catalogue/catalogue';
import { BOOKING_MESSAGES } from '@sukoon/contracts/copy/booking';
import { bookings, type BookingRow } from './schema';

export type SlotProblem = 'not_in_series' | 'outside_window' | 'past';

/**
 * Why a slot cannot be booked at `now`, or null when it can. The checks are the contracts' isBookableSlot, split so
 * the answer can say which rule failed: one of the day's series (08:00, 09:15, … 19:15), inside today plus 6 days
 * in India, and not started yet.
 */
export function slotProblem(date: string, startTime: string, now: Date): SlotProblem | null {
  const hhmm = /^(\d{2}:\d{2})(:00)?$/.exec(startTime)?.[1];
  if (!hhmm || !SLOT_TIMES.includes(hhmm)) return 'not_in_series';
  if (!bookingWindow(now).includes(date)) return 'outside_window';
  if (slotInstant(date, hhmm).getTime() < now.getTime()) return 'past';
  // The split checks and the shared rule must agree; if they ever drift, the shared rule wins.
  return isBookableSlot(date, startTime, now) ? null : 'not_in_series';
}

const slotProblemText: Record<SlotProblem, string> = {
  not_in_series: BOOKING_MESSAGES.notInSeries,
  outside_window: BOOKING_MESSAGES.outsideWindow,
  past: BOOKING_MESSAGES.past,
};

/** A booking that blocks its slot at `now`: confirmed, or unpaid and still inside its hold. */
export function isActiveAt(now: Date | Placeholder) {
  return or(eq(bookings.status, 'confirmed'), and(eq(bookings.status, 'held'), gt(bookings.holdExpiresAt, now)));
}

export interface SlotKey {
  serviceId: number;
  date: string;
  startTime: string;
}

const normaliseTime = (time: string) => (time.length === 5 ? `${time}:00` : time);

/**
 * The rules every booking of a slot obeys, however it is paid: a bookable (priced) service and a real slot of the
 * window that has not passed. Answers the list price and the slot's normalised key, or throws the 400.
 */
export function checkedSlot(input: { service: ServiceWithCategory; date: string; startTime: string; now: Date }) {
  const price = bookablePrice(input.service);
  if (price === null) throw httpError(400, BOOKING_MESSAGES.contactOnly);
  const problem = slotProblem(input.date, input.startTime, input.now);
  if (problem) throw httpError(400, slotProblemText[problem]);
  const startTime = normaliseTime(input.startTime);
  const duration = durationMinutes(input.service.service.sessionDuration);
  const slot: SlotKey = { serviceId: input.service.service.id, date: input.date, startTime };
  return { price, startTime, duration, slot };
}

/** B4: a session is completed when now is more than one hour after its start (Indian time), by the server's clock. */
export function isBookingCompleted(booking: Pick<BookingRow, 'date' | 'startTime'>, now: Date): boolean {
  return isSessionCompleted({ date: booking.date, time: booking.startTime }, now);
}
