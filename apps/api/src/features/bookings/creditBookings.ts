import { creditsForPrice } from '@sukoon/contracts';
import { ordersCopy } from '@sukoon/contracts/copy/orders';
import { and, eq, gt } from 'drizzle-orm';
import type { Db, Tx } from '../../db';
import { httpError } from '../../http/errors';
import { isSlotTaken, takeFreeCounsellor } from './capacity';
import { candidatesFor, expireStaleHolds, ownSlotBooking, slotColumns, type BookSlotInput } from './holds';
import { meetingLinkFor, newMeetingRoom } from './meetingLinks';
import { BOOKING_MESSAGES } from '@sukoon/contracts/copy/booking';
import { bookings, type BookingRow } from './schema';
import { checkedSlot } from './slots';

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
 * same person already has on the slot becomes this booking, with its counsellor; else the chosen or first available
 * counsellor takes it, as a held booking is taken (holds.ts). Coupons apply to card payments only: a coupon here is
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
  const { price, duration, slot } = checkedSlot(input);
  const credits = creditsForPrice(price);
  const ownSlot = (status: 'held' | 'confirmed') => ownSlotBooking(input.userId, slot, status);

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
      const insert = async () => {
        const { candidates, taker } = await candidatesFor(tx, slot, input.now, input.counsellorId);
        return takeFreeCounsellor(tx, candidates, (savepoint, counsellorId) =>
          savepoint
            .insert(bookings)
            .values({
              ...paid,
              ...slotColumns(input.userId, slot, duration, taker(counsellorId)),
              holdExpiresAt: input.now,
              createdAt: input.now,
            })
            .returning(),
        );
      };
      const [row] = held
        ? await tx.update(bookings).set(paid).where(eq(bookings.id, held.id)).returning()
        : await insert();
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
    if (!isSlotTaken(error)) throw error;
    // A retried request whose first try booked the slot answers with that booking; nothing is taken twice.
    const [own] = await db.select().from(bookings).where(ownSlot('confirmed'));
    if (own?.paymentMethod === 'credits') {
      return { booking: own, created: false, creditsUsed: own.creditsUsed ?? credits, creditsLeft: undefined };
    }
    throw httpError(409, BOOKING_MESSAGES.slotTaken);
  }
}
