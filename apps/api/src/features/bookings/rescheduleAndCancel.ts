import { bookingChangeBlock, bookingChangesCloseAt, slotEndTime, type BookingChangeBlock } from '@sukoon/contracts';
import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db';
import { httpError } from '../../http/errors';
import { findService } from '../catalogue/catalogue';
import { freeCounsellors, isSlotTaken } from './capacity';
import { expireStaleHolds } from './holds';
import { BOOKING_MESSAGES, bookingChangeRefusal } from '@sukoon/contracts/copy/booking';
import type { ConfirmingPayment } from './myBookings';
import { bookings, type BookingRow } from './schema';
import { checkedSlot } from './slots';

// Rescheduling and cancelling a confirmed session: the rules and the row changes, each in one transaction
// with the booking locked. What they tell the client (mail, reminders) runs in the same transaction through `announce`.

/** From the payments feature: marks a cancelled card booking's payment "refund requested", in the caller's transaction. */
export type RequestBookingRefund = (tx: Tx, bookingId: number, now: Date) => Promise<ConfirmingPayment | undefined>;

/** From the memberships feature: gives a cancelled credit booking's credits back, in the caller's transaction. */
export type ReturnCredits = (
  tx: Tx,
  input: { userId: number; credits: number; bookingId: number; now: Date },
) => Promise<{ creditsReturned: number; creditsLeft: number; endedAt: Date | null }>;

/** The contracts' rule, on a row: why it cannot be changed at `now`, or null. An expired hold was never confirmed. */
export function changeBlockOf(booking: BookingRow, cutoffHours: number, now: Date): BookingChangeBlock | null {
  const status = booking.status === 'expired' ? 'held' : booking.status;
  const changesCloseAt = bookingChangesCloseAt(booking.date, booking.startTime, cutoffHours);
  return bookingChangeBlock({ status, changesCloseAt }, now);
}

export interface ChangeInput {
  userId: number;
  bookingId: number;
  now: Date;
  cutoffHours: number;
}

/**
 * The caller's booking, locked FOR UPDATE until the transaction ends, if it may be changed now: 404 when it is not
 * theirs (or does not exist: the same answer), 409 with the reason when it is not confirmed, already cancelled, or
 * past its cut-off by the app's clock. Two changes of one booking at once run one after the other.
 */
async function lockChangeable(tx: Tx, input: ChangeInput): Promise<BookingRow> {
  const [booking] = await tx.select().from(bookings).where(eq(bookings.id, input.bookingId)).for('update');
  if (!booking || booking.userId !== input.userId) throw httpError(404, BOOKING_MESSAGES.bookingNotFound);
  const block = changeBlockOf(booking, input.cutoffHours, input.now);
  if (block) throw httpError(409, bookingChangeRefusal(block, input.cutoffHours));
  return booking;
}

/** What a cancellation did with the money: credits given back, or the card payment's refund requested. */
export type CancelOutcome =
  | { method: 'credits'; creditsReturned: number; creditsLeft: number; endedAt: Date | null }
  | { method: 'card'; payment: ConfirmingPayment };

/**
 * Cancels a confirmed booking: status `cancelled` (its slot is free at once: the partial unique index counts only
 * held and confirmed rows), cancelled_at, the invitation's sequence +1; a credit booking's credits go back, a card
 * booking's payment is marked for a refund. A retry finds it cancelled (409): nothing is given back twice.
 */
export async function cancelConfirmedBooking(
  db: Db,
  input: ChangeInput & {
    returnCredits: ReturnCredits;
    requestRefund: RequestBookingRefund;
    announce: (tx: Tx, cancelled: BookingRow, outcome: CancelOutcome) => Promise<void>;
  },
): Promise<{ booking: BookingRow; outcome: CancelOutcome }> {
  return db.transaction(async (tx) => {
    const booking = await lockChangeable(tx, input);
    const cancelled = await changeRow(tx, booking.id, { status: 'cancelled', cancelledAt: input.now }, input.now);
    const outcome = await settleCancelled(tx, booking, input);
    await input.announce(tx, cancelled, outcome);
    return { booking: cancelled, outcome };
  });
}

async function settleCancelled(
  tx: Tx,
  booking: BookingRow,
  input: Pick<Parameters<typeof cancelConfirmedBooking>[1], 'returnCredits' | 'requestRefund' | 'now'>,
): Promise<CancelOutcome> {
  if (booking.paymentMethod === 'credits') {
    const credits = booking.creditsUsed ?? 0;
    const returned = await input.returnCredits(tx, {
      userId: booking.userId,
      credits,
      bookingId: booking.id,
      now: input.now,
    });
    return { method: 'credits', ...returned };
  }
  const payment = await input.requestRefund(tx, booking.id, input.now);
  // Every confirmed card booking was confirmed by a payment; without one nothing could be refunded, so nothing changes.
  if (!payment) throw new Error(`Confirmed card booking ${booking.id} has no confirming payment`);
  return { method: 'card', payment };
}

/** One change of a locked booking, with the invitation's sequence +1 (calendars take the higher one as newer). */
async function changeRow(tx: Tx, id: number, values: Partial<BookingRow>, now: Date): Promise<BookingRow> {
  const [row] = await tx
    .update(bookings)
    .set({ ...values, calendarSequence: sql`${bookings.calendarSequence} + 1`, updatedAt: now })
    .where(eq(bookings.id, id))
    .returning();
  if (!row) throw new Error(`Booking ${id} vanished while locked`);
  return row;
}

/**
 * Moves a confirmed booking to another slot of its service with the same counsellor, under every rule of a new booking
 * (a bookable service, a slot of the series, in the window, not past; the counsellor works then and is free) and the
 * database's one rule against double booking: the partial unique index decides a race with anyone else's booking or
 * move, and the loser's transaction rolls back whole (409, the booking where it was). Price, payment, invoice, meeting
 * link and counsellor stay; duration is what was booked.
 */
export async function rescheduleConfirmedBooking(
  db: Db,
  input: ChangeInput & {
    date: string;
    startTime: string;
    announce: (tx: Tx, moved: BookingRow, previous: BookingRow) => Promise<void>;
  },
): Promise<BookingRow> {
  try {
    return await db.transaction(async (tx) => {
      const booking = await lockChangeable(tx, input);
      const service = await findService(tx, booking.serviceId);
      if (!service) throw new Error(`Service ${booking.serviceId} of booking ${booking.id} does not exist`);
      const { startTime, slot } = checkedSlot({
        service,
        date: input.date,
        startTime: input.startTime,
        now: input.now,
      });
      if (slot.date === booking.date && startTime === booking.startTime)
        throw httpError(400, BOOKING_MESSAGES.sameSlot);
      await expireStaleHolds(tx, slot, input.now);
      const free = await freeCounsellors(tx, { ...slot, now: input.now, counsellorId: booking.counsellorId });
      if (free.length === 0) throw httpError(409, BOOKING_MESSAGES.slotTaken);
      const moved = await changeRow(
        tx,
        booking.id,
        { date: slot.date, startTime, endTime: slotEndTime(startTime, booking.durationMinutes) },
        input.now,
      );
      await input.announce(tx, moved, booking);
      return moved;
    });
  } catch (error) {
    if (isSlotTaken(error)) throw httpError(409, BOOKING_MESSAGES.slotTaken);
    throw error;
  }
}
