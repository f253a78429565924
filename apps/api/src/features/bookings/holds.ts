import { slotEndTime } from '@sukoon/contracts';
import { and, eq, gt, inArray, lte, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db';
import { httpError } from '../../http/errors';
import type { ServiceWithCategory } from '../catalogue/catalogue';
import { counsellorServices } from '../counsellors/schema';
import { priceWithCoupon, reserveCoupon, type PriceWithCoupon } from '../coupons/coupons';
import { freeCounsellors, isSlotTaken, takeFreeCounsellor } from './capacity';
import { meetingLinkFor, newMeetingRoom } from './meetingLinks';
import { BOOKING_MESSAGES } from '@sukoon/contracts/copy/booking';
import { bookings, type BookingRow } from './schema';
import { checkedSlot, type SlotKey } from './slots';

/** How many unpaid holds one person may keep at once: enough for a change of mind, too few to block a day's slots. */
export const MAX_OPEN_HOLDS = 3;

/**
 * Turns held bookings whose hold has run out into `expired`, so they leave the partial unique indexes: those at the
 * slot's date and start of every counsellor who offers the slot's service. Runs inside the transaction that then takes
 * the slot.
 */
export async function expireStaleHolds(
  tx: Db | Tx,
  slot: SlotKey,
  now: Date,
  exceptBookingId?: number,
): Promise<number> {
  const offering = tx
    .select({ id: counsellorServices.counsellorId })
    .from(counsellorServices)
    .where(eq(counsellorServices.serviceId, slot.serviceId));
  const conditions = [
    inArray(bookings.counsellorId, offering),
    eq(bookings.date, slot.date),
    eq(bookings.startTime, slot.startTime),
    eq(bookings.status, 'held'),
    lte(bookings.holdExpiresAt, now),
  ];
  if (exceptBookingId !== undefined) conditions.push(ne(bookings.id, exceptBookingId));
  const expired = await tx
    .update(bookings)
    .set({ status: 'expired', updatedAt: now })
    .where(and(...conditions))
    .returning({ id: bookings.id });
  return expired.length;
}

/** The user's own booking of this slot in `status`. */
export function ownSlotBooking(userId: number, slot: SlotKey, status: 'held' | 'confirmed') {
  return and(
    eq(bookings.userId, userId),
    eq(bookings.serviceId, slot.serviceId),
    eq(bookings.date, slot.date),
    eq(bookings.startTime, slot.startTime),
    eq(bookings.status, status),
  );
}

/** Who takes a new booking: the counsellor, and whether the client chose them. */
export interface Taker {
  counsellorId: number;
  counsellorChosen: boolean;
}

/** Who a new booking is for, who takes it and which slot it takes, as its row stores them. */
export function slotColumns(userId: number, slot: SlotKey, duration: number, taker: Taker) {
  return {
    userId,
    ...taker,
    serviceId: slot.serviceId,
    date: slot.date,
    startTime: slot.startTime,
    endTime: slotEndTime(slot.startTime, duration),
    durationMinutes: duration,
  };
}

export interface BookSlotInput {
  userId: number;
  service: ServiceWithCategory;
  date: string;
  /** 'HH:mm:ss' as book-now sends it. */
  startTime: string;
  gstNumber: string | null;
  /** Normalised (upper case), or null. Applied by the one coupon rule, or refused with a 400. */
  couponCode: string | null;
  /** The counsellor the client chose (known to exist), or null for the first available one. */
  counsellorId: number | null;
  now: Date;
  holdMinutes: number;
}

export interface BookSlotResult {
  booking: BookingRow;
  /** False when the same person asked again for the slot they already hold (a retried request). */
  created: boolean;
  /** The price with the coupon; null for a retried request (the hold keeps its first price). */
  price: PriceWithCoupon | null;
}

/**
 * The counsellors who may take a new booking of `slot`, in the order to try them, and the taker each attempt stores:
 * the chosen one if free, else every free one (capacity.ts: fewest sessions that week first).
 */
export async function candidatesFor(tx: Tx, slot: SlotKey, now: Date, chosen: number | null) {
  const candidates = await freeCounsellors(tx, { ...slot, now, counsellorId: chosen ?? undefined });
  const taker = (counsellorId: number): Taker => ({ counsellorId, counsellorChosen: chosen !== null });
  return { candidates, taker };
}

/**
 * Holds a slot for a person. Every rule that depends on "now" or on the catalogue is checked here; the one that
 * depends on other people (nobody else holds the counsellor's slot) is the database's unique index, so it holds under
 * any race: "first available" tries the free counsellors in turn, each in a savepoint. A refused slot throws the HTTP
 * answer (400 rule broken, 409 taken, 429 too many unpaid holds).
 */
export async function bookSlot(db: Db, input: BookSlotInput): Promise<BookSlotResult> {
  const { price: listPrice, duration, slot } = checkedSlot(input);

  const ownHold = async () => {
    const [row] = await db
      .select()
      .from(bookings)
      .where(and(ownSlotBooking(input.userId, slot, 'held'), gt(bookings.holdExpiresAt, input.now)));
    return row;
  };
  // A retried request (a double click, a lost answer) gets the hold it already made.
  const existing = await ownHold();
  if (existing) return { booking: existing, created: false, price: null };
  const price = await priceWithCoupon(db, input.couponCode, listPrice, 'booking', input.now, input.userId);

  // A cap checked in code is racy by nature: it limits abuse, while the unique index is what protects each slot.
  const [open] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(bookings)
    .where(and(eq(bookings.userId, input.userId), eq(bookings.status, 'held'), gt(bookings.holdExpiresAt, input.now)));
  if (Number(open?.count ?? 0) >= MAX_OPEN_HOLDS) throw httpError(429, BOOKING_MESSAGES.tooManyHolds);

  try {
    const booking = await db.transaction(async (tx) => {
      await expireStaleHolds(tx, slot, input.now);
      const holdExpiresAt = new Date(input.now.getTime() + input.holdMinutes * 60_000);
      const { candidates, taker } = await candidatesFor(tx, slot, input.now, input.counsellorId);
      const [row] = await takeFreeCounsellor(tx, candidates, (savepoint, counsellorId) =>
        savepoint
          .insert(bookings)
          .values({
            ...slotColumns(input.userId, slot, duration, taker(counsellorId)),
            status: 'held',
            holdExpiresAt,
            finalPrice: price.finalPrice.toFixed(2),
            listPrice: price.listPrice.toFixed(2),
            discount: price.discount.toFixed(2),
            gstNumber: input.gstNumber,
            couponCode: price.couponCode,
            createdAt: input.now,
            updatedAt: input.now,
          })
          .returning(),
      );
      if (!row) throw new Error('insert into bookings returned no row');
      if (price.couponCode !== null) {
        await reserveCoupon(tx, {
          code: price.couponCode,
          userId: input.userId,
          kind: 'booking',
          orderId: row.id,
          listPrice,
          until: holdExpiresAt,
          now: input.now,
        });
      }
      return row;
    });
    return { booking, created: true, price };
  } catch (error) {
    if (!isSlotTaken(error)) throw error;
    // Two requests of the same person raced each other: the loser answers with the winner's hold.
    const raced = await ownHold();
    if (raced) return { booking: raced, created: false, price: null };
    const [own] = await db
      .select({ id: bookings.id })
      .from(bookings)
      .where(ownSlotBooking(input.userId, slot, 'confirmed'));
    throw httpError(409, own ? BOOKING_MESSAGES.alreadyBooked : BOOKING_MESSAGES.slotTaken);
  }
}

/**
 * Gives a held slot back at once (the customer cancelled on the gateway): the hold becomes `expired`, so it leaves the
 * partial unique index and the slot is free for everyone. A confirmed booking is never touched. Call inside the
 * transaction that records the cancellation. Answers whether a hold was released.
 */
export async function releaseHold(tx: Db | Tx, bookingId: number, now: Date): Promise<boolean> {
  const released = await tx
    .update(bookings)
    .set({ status: 'expired', holdExpiresAt: now, updatedAt: now })
    .where(and(eq(bookings.id, bookingId), eq(bookings.status, 'held')))
    .returning({ id: bookings.id });
  return released.length > 0;
}

export type ConfirmResult =
  | { kind: 'confirmed'; booking: BookingRow }
  | { kind: 'already_confirmed'; booking: BookingRow }
  /** Paid after the hold ran out, and someone else holds the slot by now: the money has to go back. */
  | { kind: 'slot_lost'; booking: BookingRow };

/**
 * Confirms a paid booking and gives it its meeting room. A booking whose hold ran out is confirmed too if its
 * counsellor is still free then (the customer paid; the index says whether anyone took that counsellor's slot in
 * between). If not, and the client had not chosen that counsellor, any other counsellor free then takes it ("first
 * available" again); a chosen counsellor is never swapped, and with nobody left the slot is lost (the money goes
 * back). Call inside a transaction.
 */
export async function confirmBooking(
  tx: Tx,
  bookingId: number,
  now: Date,
  meetingLinkTemplate: string,
): Promise<ConfirmResult> {
  const [booking] = await tx.select().from(bookings).where(eq(bookings.id, bookingId)).for('update');
  if (!booking) throw new Error(`Booking ${bookingId} does not exist`);
  // A cancelled booking was confirmed (paid) before: a late second payment for it is paid twice, never a new booking.
  if (booking.status === 'confirmed' || booking.status === 'cancelled') return { kind: 'already_confirmed', booking };

  await expireStaleHolds(tx, booking, now, booking.id);
  const room = newMeetingRoom();
  const confirm = async (sp: Tx, counsellorId: number) => {
    const [updated] = await sp
      .update(bookings)
      .set({
        status: 'confirmed',
        counsellorId,
        meetingRoom: room,
        meetingLink: meetingLinkFor(meetingLinkTemplate, room),
        confirmedAt: now,
        updatedAt: now,
      })
      .where(and(eq(bookings.id, booking.id), inArray(bookings.status, ['held', 'expired'])))
      .returning();
    if (!updated) throw new Error(`Booking ${bookingId} changed while it was locked`);
    return updated;
  };
  try {
    // Savepoints: a unique violation here must not abort the caller's transaction, which still records the payment.
    return { kind: 'confirmed', booking: await takeFreeCounsellor(tx, [booking.counsellorId], confirm) };
  } catch (error) {
    if (!isSlotTaken(error)) throw error;
  }
  if (booking.counsellorChosen) return { kind: 'slot_lost', booking };
  try {
    const { serviceId, date, startTime } = booking;
    const others = await freeCounsellors(tx, { serviceId, date, startTime, now });
    return { kind: 'confirmed', booking: await takeFreeCounsellor(tx, others, confirm) };
  } catch (error) {
    if (isSlotTaken(error)) return { kind: 'slot_lost', booking };
    throw error;
  }
}
