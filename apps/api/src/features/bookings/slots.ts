import {
  bookingWindow,
  durationMinutes,
  isBookableSlot,
  isSessionCompleted,
  slotInstant,
  SLOT_TIMES,
  todayIst,
} from '@sukoon/contracts';
import { and, asc, eq, gt, gte, or, sql, type Placeholder } from 'drizzle-orm';
import type { Db, Tx } from '../../db';
import { preparedPerDatabase } from '../../db/prepared';
import { httpError } from '../../http/errors';
import { bookablePrice, type ServiceWithCategory } from '../catalogue/catalogue';
import { services } from '../catalogue/schema';
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

/** The read of bookedSessionsOf, built once per database (it runs for every booking grid shown). */
const bookedSlotsOf = preparedPerDatabase((db) =>
  db
    .select({ date: bookings.date, start_time: bookings.startTime, userId: bookings.userId, status: bookings.status })
    .from(services)
    .leftJoin(
      bookings,
      and(
        eq(bookings.serviceId, services.id),
        gte(bookings.date, sql.placeholder('today')),
        isActiveAt(sql.placeholder('now')),
      ),
    )
    .where(eq(services.id, sql.placeholder('serviceId')))
    .orderBy(asc(bookings.date), asc(bookings.startTime))
    .prepare('booked_slots_of'),
);

/**
 * `booked_sessions` of a service: its active bookings from today (India) on, or undefined when there is no such
 * service (one query: the service left-joined to its bookings, which the active-slot index serves in order). The
 * caller's own unpaid hold that still stands is marked `held_by_you` (book-now reuses it, so the grid offers it
 * instead of a dead "Booked"); everyone else's entries, and every entry for a caller without `userId`, are the plain
 * date and start.
 */
export async function bookedSessionsOf(db: Db | Tx, serviceId: number, now: Date, userId?: number) {
  const rows = await bookedSlotsOf(db).execute({ serviceId, today: todayIst(now), now: now.toISOString() });
  if (rows.length === 0) return undefined;
  return rows.flatMap(({ date, start_time, userId: owner, status }) => {
    if (date === null || start_time === null) return [];
    return userId !== undefined && owner === userId && status === 'held'
      ? [{ date, start_time, held_by_you: true }]
      : [{ date, start_time }];
  });
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
