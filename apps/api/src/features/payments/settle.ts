import { eq } from 'drizzle-orm';
import type { Db } from '../../db';
import { confirmBooking } from '../bookings/bookings';
import type { BookingRow } from '../bookings/schema';
import { payments, type PaymentRow } from './schema';

/**
 * The only two ways a payment's state changes, each one transaction with the payment row locked, so a callback that
 * arrives twice at once (or a callback and a status check) settles once.
 */

export type SuccessSettlement =
  /** This call confirmed the booking: send the confirmation. */
  | { kind: 'confirmed'; payment: PaymentRow; booking: BookingRow }
  /** The payment was already recorded as successful: nothing changed. */
  | { kind: 'duplicate'; payment: PaymentRow }
  /** Money arrived that confirmed nothing (the booking was paid by another attempt, or its slot was lost). */
  | { kind: 'refund_due'; payment: PaymentRow; booking: BookingRow; bookingConfirmed: boolean };

export const REFUND_NOTES = {
  paidTwice: 'The booking was already paid by another payment: refund this one.',
  slotLost: 'Paid after the hold ran out and the slot had been booked by someone else: refund this payment.',
} as const;

export async function settleSuccess(
  db: Db,
  paymentId: number,
  details: { mihpayid?: string | undefined; gatewayStatus?: string | undefined },
  now: Date,
  meetingLinkTemplate: string,
): Promise<SuccessSettlement> {
  return db.transaction(async (tx) => {
    const [payment] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for('update');
    if (!payment) throw new Error(`Payment ${paymentId} does not exist`);
    if (payment.status === 'success') return { kind: 'duplicate', payment };

    const confirmation = await confirmBooking(tx, payment.bookingId, now, meetingLinkTemplate);
    const note =
      confirmation.kind === 'already_confirmed'
        ? REFUND_NOTES.paidTwice
        : confirmation.kind === 'slot_lost'
          ? REFUND_NOTES.slotLost
          : null;
    const [updated] = await tx
      .update(payments)
      .set({
        status: 'success',
        mihpayid: details.mihpayid ?? payment.mihpayid,
        gatewayStatus: details.gatewayStatus ?? payment.gatewayStatus,
        note,
        refundDue: note !== null,
        completedAt: now,
        updatedAt: now,
      })
      .where(eq(payments.id, payment.id))
      .returning();
    if (!updated) throw new Error(`Payment ${paymentId} vanished while locked`);
    if (confirmation.kind === 'confirmed')
      return { kind: 'confirmed', payment: updated, booking: confirmation.booking };
    return {
      kind: 'refund_due',
      payment: updated,
      booking: confirmation.booking,
      bookingConfirmed: confirmation.kind === 'already_confirmed',
    };
  });
}

export type FailureSettlement =
  | { kind: 'recorded'; payment: PaymentRow }
  /** Already failed or cancelled before: nothing changed. */
  | { kind: 'duplicate'; payment: PaymentRow }
  /** The payment had succeeded; a later failure report cannot undo that. */
  | { kind: 'ignored'; payment: PaymentRow };

/**
 * Records a failed or cancelled attempt. The booking is left as it is: its hold keeps the slot until it runs out, so
 * the customer can try again, and then the slot goes back.
 */
export async function settleFailure(
  db: Db,
  paymentId: number,
  details: {
    cancelled: boolean;
    mihpayid?: string | undefined;
    gatewayStatus?: string | undefined;
    note?: string | undefined;
  },
  now: Date,
): Promise<FailureSettlement> {
  return db.transaction(async (tx) => {
    const [payment] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for('update');
    if (!payment) throw new Error(`Payment ${paymentId} does not exist`);
    if (payment.status === 'success') return { kind: 'ignored', payment };
    if (payment.status !== 'initiated') return { kind: 'duplicate', payment };
    const [updated] = await tx
      .update(payments)
      .set({
        status: details.cancelled ? 'cancelled' : 'failure',
        mihpayid: details.mihpayid ?? payment.mihpayid,
        gatewayStatus: details.gatewayStatus ?? payment.gatewayStatus,
        note: details.note?.slice(0, 300) ?? null,
        completedAt: now,
        updatedAt: now,
      })
      .where(eq(payments.id, payment.id))
      .returning();
    if (!updated) throw new Error(`Payment ${paymentId} vanished while locked`);
    return { kind: 'recorded', payment: updated };
  });
}
