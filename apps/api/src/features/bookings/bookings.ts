import { randomBytes } from 'node:crypto';
import {
  bookingChangesCloseAt,
  bookingWindow,
  creditsForPrice,
  durationMinutes,
  isBookableSlot,
  isSessionCompleted,
  slotEndTime,
  slotInstant,
  SLOT_TIMES,
  todayIst,
  type PaymentMethod,
} from '@sukoon/contracts';
import { ordersCopy } from '@sukoon/contracts/copy/orders';
import { and, asc, desc, eq, gt, gte, inArray, lte, ne, or, sql, type Placeholder } from 'drizzle-orm';
import type { Db, Tx } from '../../db';
import { preparedPerDatabase } from '../../db/prepared';
import { httpError } from '../../http/errors';
import { isUniqueViolation } from '../accounts/users';
import { bookablePrice, type ServiceWithCategory } from '../catalogue/catalogue';
import { services } from '../catalogue/schema';
import { priceWithCoupon, reserveCoupon, type PriceWithCoupon } from '../coupons/coupons';
import { bookings, type BookingRow } from './schema';
import { BOOKING_MESSAGES } from '@sukoon/contracts/copy/booking';

/** How many unpaid holds one person may keep at once: enough for a change of mind, too few to block a day's slots. */
export const MAX_OPEN_HOLDS = 3;

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

/**
 * Turns held bookings of one slot whose hold has run out into `expired`, so they leave the partial unique index.
 * Runs inside the transaction that then takes the slot.
 */
export async function expireStaleHolds(
  tx: Db | Tx,
  slot: SlotKey,
  now: Date,
  exceptBookingId?: number,
): Promise<number> {
  const conditions = [
    eq(bookings.serviceId, slot.serviceId),
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

export interface BookSlotInput {
  userId: number;
  service: ServiceWithCategory;
  date: string;
  /** 'HH:mm:ss' as book-now sends it. */
  startTime: string;
  gstNumber: string | null;
  /** Normalised (upper case), or null. Applied by the one coupon rule, or refused with a 400. */
  couponCode: string | null;
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

const normaliseTime = (time: string) => (time.length === 5 ? `${time}:00` : time);

/**
 * The rules every booking of a slot obeys, however it is paid: a bookable (priced) service and a real slot of the
 * window that has not passed. Answers the list price and the slot's normalised key, or throws the 400.
 */
export function checkedSlot(input: Pick<BookSlotInput, 'service' | 'date' | 'startTime' | 'now'>) {
  const price = bookablePrice(input.service);
  if (price === null) throw httpError(400, BOOKING_MESSAGES.contactOnly);
  const problem = slotProblem(input.date, input.startTime, input.now);
  if (problem) throw httpError(400, slotProblemText[problem]);
  const startTime = normaliseTime(input.startTime);
  const duration = durationMinutes(input.service.service.sessionDuration);
  const slot: SlotKey = { serviceId: input.service.service.id, date: input.date, startTime };
  return { price, startTime, duration, slot };
}

/**
 * Holds a slot for a person. Every rule that depends on "now" or on the catalogue is checked here; the one that
 * depends on other people (nobody else holds the slot) is the database's unique index, so it holds under any race.
 * A refused slot throws the HTTP answer (400 rule broken, 409 taken, 429 too many unpaid holds).
 */
export async function bookSlot(db: Db, input: BookSlotInput): Promise<BookSlotResult> {
  const { price: listPrice, startTime, duration, slot } = checkedSlot(input);

  const ownHold = async () => {
    const [row] = await db
      .select()
      .from(bookings)
      .where(
        and(
          eq(bookings.userId, input.userId),
          eq(bookings.serviceId, slot.serviceId),
          eq(bookings.date, slot.date),
          eq(bookings.startTime, startTime),
          eq(bookings.status, 'held'),
          gt(bookings.holdExpiresAt, input.now),
        ),
      );
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
      const [row] = await tx
        .insert(bookings)
        .values({
          userId: input.userId,
          serviceId: slot.serviceId,
          date: slot.date,
          startTime,
          endTime: slotEndTime(startTime, duration),
          durationMinutes: duration,
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
        .returning();
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
    if (!isUniqueViolation(error, 'bookings_active_slot_key')) throw error;
    // Two requests of the same person raced each other: the loser answers with the winner's hold.
    const raced = await ownHold();
    if (raced) return { booking: raced, created: false, price: null };
    const [own] = await db
      .select({ id: bookings.id })
      .from(bookings)
      .where(
        and(
          eq(bookings.userId, input.userId),
          eq(bookings.serviceId, slot.serviceId),
          eq(bookings.date, slot.date),
          eq(bookings.startTime, startTime),
          eq(bookings.status, 'confirmed'),
        ),
      );
    throw httpError(409, own ? BOOKING_MESSAGES.alreadyBooked : BOOKING_MESSAGES.slotTaken);
  }
}

/**
 * Takes a person's membership credits for a booking, inside the booking's transaction, or throws the refusal (409:
 * no active membership, expired, not enough credits). The memberships feature answers it (features/index.ts passes
 * its function in), so bookings need not know how memberships are stored.
 */
export type PayWithCredits = (
  tx: Tx,
  input: { userId: number; credits: number; bookingId: number; now: Date },
) => Promise<{ creditsUsed: number; creditsLeft: number }>;

export interface BookWithCreditsResult {
  booking: BookingRow;
  /** False when the same person asked again for the slot they already booked with credits (a retried request). */
  created: boolean;
  creditsUsed: number;
  /** Credits left after this booking; undefined for a retried request. */
  creditsLeft: number | undefined;
}

/**
 * Books a slot paid with membership credits (ceil(price / 5000)), confirmed at once like a paid booking: meeting room
 * and link in the same transaction as the debit, so the booking and the credits stand or fall together. A hold the
 * same person already has on the slot becomes this booking. Coupons apply to card payments only: a coupon here is
 * refused rather than ignored.
 */
export async function bookWithCredits(
  db: Db,
  input: Omit<BookSlotInput, 'holdMinutes'> & {
    meetingLinkTemplate: string;
    payWithCredits: PayWithCredits;
    /** Runs in the booking's transaction once it is paid: the confirmation e-mail is enqueued here. */
    announce: (tx: Tx, booked: { booking: BookingRow; creditsUsed: number }) => Promise<void>;
  },
): Promise<BookWithCreditsResult> {
  if (input.couponCode !== null) {
    throw httpError(400, ordersCopy.coupon.notWithCredits, {
      errors: { coupon_code: [ordersCopy.coupon.notWithCredits] },
    });
  }
  const { price, startTime, duration, slot } = checkedSlot(input);
  const credits = creditsForPrice(price);
  const ownSlot = (status: 'held' | 'confirmed') =>
    and(
      eq(bookings.userId, input.userId),
      eq(bookings.serviceId, slot.serviceId),
      eq(bookings.date, slot.date),
      eq(bookings.startTime, startTime),
      eq(bookings.status, status),
    );

  try {
    return await db.transaction(async (tx) => {
      await expireStaleHolds(tx, slot, input.now);
      const room = newMeetingRoom();
      const paid = {
        status: 'confirmed' as const,
        paymentMethod: 'credits' as const,
        creditsUsed: credits,
        finalPrice: price.toFixed(2),
        listPrice: price.toFixed(2),
        discount: '0',
        couponCode: null,
        gstNumber: input.gstNumber,
        meetingRoom: room,
        meetingLink: meetingLinkFor(input.meetingLinkTemplate, room),
        confirmedAt: input.now,
        updatedAt: input.now,
      };
      const [held] = await tx
        .select({ id: bookings.id })
        .from(bookings)
        .where(and(ownSlot('held'), gt(bookings.holdExpiresAt, input.now)))
        .for('update');
      const [row] = held
        ? await tx.update(bookings).set(paid).where(eq(bookings.id, held.id)).returning()
        : await tx
            .insert(bookings)
            .values({
              ...paid,
              userId: input.userId,
              serviceId: slot.serviceId,
              date: slot.date,
              startTime,
              endTime: slotEndTime(startTime, duration),
              durationMinutes: duration,
              holdExpiresAt: input.now,
              createdAt: input.now,
            })
            .returning();
      if (!row) throw new Error('the credit booking was not written');
      const payment = await input.payWithCredits(tx, {
        userId: input.userId,
        credits,
        bookingId: row.id,
        now: input.now,
      });
      await input.announce(tx, { booking: row, creditsUsed: payment.creditsUsed });
      return { booking: row, created: true, creditsUsed: payment.creditsUsed, creditsLeft: payment.creditsLeft };
    });
  } catch (error) {
    if (!isUniqueViolation(error, 'bookings_active_slot_key')) throw error;
    // A retried request whose first try booked the slot answers with that booking; nothing is taken twice.
    const [own] = await db.select().from(bookings).where(ownSlot('confirmed'));
    if (own?.paymentMethod === 'credits') {
      return { booking: own, created: false, creditsUsed: own.creditsUsed ?? credits, creditsLeft: undefined };
    }
    throw httpError(409, BOOKING_MESSAGES.slotTaken);
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

/** A meeting room name nobody can guess from a booking number. */
export function newMeetingRoom(): string {
  return randomBytes(10).toString('hex');
}

/**
 * The meeting link from MEETING_LINK_TEMPLATE. `{room}` is the booking's random room; `{bookingId}` (the name an
 * earlier default used) is given the same room, so no template can turn links into a guessable counter.
 */
export function meetingLinkFor(template: string, room: string): string {
  return template.replaceAll('{room}', room).replaceAll('{bookingId}', room);
}

export type ConfirmResult =
  | { kind: 'confirmed'; booking: BookingRow }
  | { kind: 'already_confirmed'; booking: BookingRow }
  /** Paid after the hold ran out, and someone else holds the slot by now: the money has to go back. */
  | { kind: 'slot_lost'; booking: BookingRow };

/**
 * Confirms a paid booking and gives it its meeting room. A booking whose hold ran out is confirmed too if its slot is
 * still free (the customer paid; the index says whether anyone took the slot in between). Call inside a transaction.
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
  try {
    // A savepoint: a unique violation here must not abort the caller's transaction, which still records the payment.
    const row = await tx.transaction(async (sp) => {
      const [updated] = await sp
        .update(bookings)
        .set({
          status: 'confirmed',
          meetingRoom: room,
          meetingLink: meetingLinkFor(meetingLinkTemplate, room),
          confirmedAt: now,
          updatedAt: now,
        })
        .where(and(eq(bookings.id, booking.id), inArray(bookings.status, ['held', 'expired'])))
        .returning();
      return updated;
    });
    if (!row) throw new Error(`Booking ${bookingId} changed while it was locked`);
    return { kind: 'confirmed', booking: row };
  } catch (error) {
    if (isUniqueViolation(error, 'bookings_active_slot_key')) return { kind: 'slot_lost', booking };
    throw error;
  }
}

/** B3 "Booking": the fields My Bookings reads. */
// A type, not an interface: the contract's loose reader (an index signature) must accept it.
export type BookingDetails = {
  id: number;
  /** The service's title (also as `title`). */
  sub_name: string;
  title: string;
  service_id: number;
  /** The session's date in India, 'yyyy-MM-dd'. */
  date: string;
  /** Indian time, 'HH:mm'. */
  time: string;
  /** Indian time, 'HH:mm:ss'. */
  start_time: string;
  end_time: string;
  mode: 'online';
  /**
   * success (paid by card or credits, also when cancelled later), failed (the last card attempt failed; the hold
   * still stands), pending.
   */
  payment_status: 'success' | 'failed' | 'pending';
  payment_method: PaymentMethod;
  /** Credits a credit booking took, else null. */
  credits_used: number | null;
  /** pending or submitted. */
  feedback_status: string;
  /** What was paid (or is to be paid), rupees. */
  final_price: string;
  price: string;
  /** Only for confirmed bookings. */
  meeting_link: string | null;
  status: 'held' | 'confirmed' | 'cancelled';
  /** When an unpaid hold lapses (ISO 8601), null once confirmed. */
  hold_expires_at: string | null;
  /** The session ended (start + 1 hour) by the server's clock. */
  session_completed: boolean;
  /** Feedback is accepted: a paid session that has ended, feedback still pending. */
  can_submit_feedback: boolean;
  /** Issue 13: BOOKING_CHANGE_CUTOFF_HOURS, shown to the client before they reschedule or cancel. */
  change_cutoff_hours: number;
  /** Issue 13: a confirmed booking's last instant (ISO 8601) to reschedule or cancel; null otherwise. */
  changes_close_at: string | null;
  /** Issue 13, a cancelled booking: when (ISO 8601), its card refund's state, the credits it gave back. */
  cancelled_at: string | null;
  refund_status: 'requested' | 'refunded' | null;
  credits_returned: number | null;
};

/**
 * Which of the given held bookings' last payment attempt failed or was cancelled. The payments feature answers it
 * (features/index.ts passes its function in), so bookings need not know how payments are stored.
 */
export type FailedPaymentsOf = (db: Db | Tx, bookingIds: readonly number[]) => Promise<ReadonlySet<number>>;

/** The card payment that confirmed a booking: what its mails show, and where a cancellation asks for the refund. */
export type ConfirmingPayment = {
  bookingId: number;
  txnid: string;
  amount: string;
  refundRequestedAt: Date | null;
  refundedAt: Date | null;
};

/** From the payments feature (features/index.ts): the confirming card payments of the given bookings, by booking. */
export type ConfirmingPaymentsOf = (
  db: Db | Tx,
  bookingIds: readonly number[],
) => Promise<ReadonlyMap<number, ConfirmingPayment>>;

export interface BookingDetailsOptions {
  failedPaymentsOf: FailedPaymentsOf;
  confirmingPaymentsOf: ConfirmingPaymentsOf;
  cutoffHours: number;
  /** Only this booking (the answer to a change of it). */
  bookingId?: number;
}

const refundStatusOf = (payment: ConfirmingPayment | undefined) =>
  payment?.refundedAt ? 'refunded' : payment?.refundRequestedAt ? 'requested' : null;

/**
 * A person's bookings for My Bookings: confirmed ones, unpaid holds that still stand, and cancelled ones (so the
 * client sees what became of their money). A lapsed hold is no booking any more (its slot went back), so it is left
 * out. Latest session first.
 */
export async function bookingDetailsOf(
  db: Db | Tx,
  userId: number,
  now: Date,
  options: BookingDetailsOptions,
): Promise<BookingDetails[]> {
  const listed = or(isActiveAt(now), eq(bookings.status, 'cancelled'));
  const joined = await db
    .select({ booking: bookings, title: services.title })
    .from(bookings)
    .innerJoin(services, eq(bookings.serviceId, services.id))
    .where(
      and(
        eq(bookings.userId, userId),
        listed,
        options.bookingId === undefined ? undefined : eq(bookings.id, options.bookingId),
      ),
    )
    .orderBy(desc(bookings.date), desc(bookings.startTime), desc(bookings.id));
  const idsWith = (status: BookingRow['status']) =>
    joined.filter((r) => r.booking.status === status).map((r) => r.booking.id);
  const heldIds = idsWith('held');
  const failed = heldIds.length ? await options.failedPaymentsOf(db, heldIds) : new Set<number>();
  const refunds = await options.confirmingPaymentsOf(db, idsWith('cancelled'));
  return joined.map(({ booking: row, title }) => {
    const { status } = row;
    const confirmed = status === 'confirmed';
    const cancelled = status === 'cancelled';
    const completed = isBookingCompleted(row, now);
    return {
      id: row.id,
      sub_name: title,
      title,
      service_id: row.serviceId,
      date: row.date,
      time: row.startTime.slice(0, 5),
      start_time: row.startTime,
      end_time: row.endTime,
      mode: 'online',
      payment_status: confirmed || cancelled ? 'success' : failed.has(row.id) ? 'failed' : 'pending',
      payment_method: row.paymentMethod,
      credits_used: row.creditsUsed,
      feedback_status: row.feedbackStatus,
      final_price: row.finalPrice,
      price: row.finalPrice,
      meeting_link: confirmed ? row.meetingLink : null,
      status: confirmed || cancelled ? status : 'held',
      hold_expires_at: status === 'held' ? row.holdExpiresAt.toISOString() : null,
      session_completed: completed,
      can_submit_feedback: confirmed && completed && row.feedbackStatus === 'pending',
      change_cutoff_hours: options.cutoffHours,
      changes_close_at: confirmed
        ? (bookingChangesCloseAt(row.date, row.startTime, options.cutoffHours)?.toISOString() ?? null)
        : null,
      cancelled_at: row.cancelledAt?.toISOString() ?? null,
      refund_status: cancelled && row.paymentMethod === 'card' ? refundStatusOf(refunds.get(row.id)) : null,
      credits_returned: cancelled && row.paymentMethod === 'credits' ? row.creditsUsed : null,
    };
  });
}

/** B4: a session is completed when now is more than one hour after its start (Indian time), by the server's clock. */
export function isBookingCompleted(booking: Pick<BookingRow, 'date' | 'startTime'>, now: Date): boolean {
  return isSessionCompleted({ date: booking.date, time: booking.startTime }, now);
}
