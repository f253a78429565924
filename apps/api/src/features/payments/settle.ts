import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db';
import { confirmBooking, releaseHold } from '../bookings/holds';
import { redeemCoupon, releaseCoupon } from '../coupons/coupons';
import type { BookingRow } from '../bookings/schema';
import { activatePurchase } from '../memberships/memberships';
import type { MembershipPlanRow, MembershipPurchaseRow, MembershipRow } from '../memberships/schema';
import { payments, type PaymentRow } from './schema';

/**
 * The only two ways a payment's state changes, each one transaction with the payment row locked, so a callback that
 * arrives twice at once (or a callback and a status check) settles once. A payment's order is a booking or a
 * membership purchase; a success confirms the one or activates the other in the same transaction.
 */

export type SuccessSettlement =
  /** This call confirmed the booking: send the confirmation. */
  | { kind: 'confirmed'; payment: PaymentRow; booking: BookingRow }
  /** This call activated the membership purchase (credits added): send the receipt. */
  | {
      kind: 'activated';
      payment: PaymentRow;
      purchase: MembershipPurchaseRow;
      membership: MembershipRow;
      plan: MembershipPlanRow;
    }
  /** The payment was already recorded as successful: nothing changed. */
  | { kind: 'duplicate'; payment: PaymentRow }
  /**
   * Money arrived that confirmed nothing (the order was paid by another attempt, or the booking's slot was lost).
   * `bookingConfirmed`: the order itself stands (paid by the other attempt).
   */
  | { kind: 'refund_due'; payment: PaymentRow; booking?: BookingRow; bookingConfirmed: boolean };

export const REFUND_NOTES = {
  paidTwice: 'The booking was already paid by another payment: refund this one.',
  slotLost: 'Paid after the hold ran out and the slot had been booked by someone else: refund this payment.',
  purchasePaidTwice: 'The membership purchase was already paid by another payment: refund this one.',
} as const;

type OrderSettlement =
  | { kind: 'confirmed'; booking: BookingRow }
  | { kind: 'activated'; purchase: MembershipPurchaseRow; membership: MembershipRow; plan: MembershipPlanRow }
  | { kind: 'refund_due'; note: string; booking?: BookingRow; orderStands: boolean };

/** What a verified payment does to its order: confirms the booking, or activates the membership purchase. */
async function settleOrder(
  tx: Tx,
  payment: PaymentRow,
  now: Date,
  meetingLinkTemplate: string,
): Promise<OrderSettlement> {
  if (payment.membershipPurchaseId !== null) {
    const activation = await activatePurchase(tx, payment.membershipPurchaseId, now);
    if (activation.kind === 'activated') {
      await redeemCoupon(tx, 'membership', payment.membershipPurchaseId, now);
      return activation;
    }
    return { kind: 'refund_due', note: REFUND_NOTES.purchasePaidTwice, orderStands: true };
  }
  if (payment.bookingId === null) throw new Error(`Payment ${payment.id} has no order`);
  const confirmation = await confirmBooking(tx, payment.bookingId, now, meetingLinkTemplate);
  if (confirmation.kind === 'confirmed') {
    await redeemCoupon(tx, 'booking', payment.bookingId, now);
    return { kind: 'confirmed', booking: confirmation.booking };
  }
  return confirmation.kind === 'already_confirmed'
    ? { kind: 'refund_due', note: REFUND_NOTES.paidTwice, booking: confirmation.booking, orderStands: true }
    : { kind: 'refund_due', note: REFUND_NOTES.slotLost, booking: confirmation.booking, orderStands: false };
}

export async function settleSuccess(
  db: Db,
  paymentId: number,
  details: { mihpayid?: string | undefined; gatewayStatus?: string | undefined },
  now: Date,
  meetingLinkTemplate: string,
  /** Runs in the settling transaction with what it settled: the e-mail is enqueued here, so it commits with it. */
  announce: (tx: Tx, settlement: SuccessSettlement) => Promise<void>,
): Promise<SuccessSettlement> {
  return db.transaction(async (tx) => {
    const [payment] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for('update');
    if (!payment) throw new Error(`Payment ${paymentId} does not exist`);
    if (payment.status === 'success') return { kind: 'duplicate', payment };

    const order = await settleOrder(tx, payment, now, meetingLinkTemplate);
    const note = order.kind === 'refund_due' ? order.note : null;
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
    const settlement: SuccessSettlement =
      order.kind === 'confirmed'
        ? { kind: 'confirmed', payment: updated, booking: order.booking }
        : order.kind === 'activated'
          ? { ...order, payment: updated }
          : {
              kind: 'refund_due',
              payment: updated,
              ...(order.booking ? { booking: order.booking } : {}),
              bookingConfirmed: order.orderStands,
            };
    await announce(tx, settlement);
    return settlement;
  });
}

export type FailureSettlement =
  | { kind: 'recorded'; payment: PaymentRow }
  /** Already failed or cancelled before: nothing changed. */
  | { kind: 'duplicate'; payment: PaymentRow }
  /** The payment had succeeded; a later failure report cannot undo that. */
  | { kind: 'ignored'; payment: PaymentRow };

/**
 * Records a failed or cancelled attempt. A failure leaves the booking as it is: its hold keeps the slot until it runs
 * out, so the customer can try again (book-now on the slot reuses the hold), and then the slot goes back. A cancel
 * means the customer changed their mind: the hold is released in the same transaction, so the slot is free at once.
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
    if (details.cancelled && payment.bookingId !== null) {
      await releaseHold(tx, payment.bookingId, now);
      await releaseCoupon(tx, 'booking', payment.bookingId, now);
    }
    if (details.cancelled && payment.membershipPurchaseId !== null) {
      await releaseCoupon(tx, 'membership', payment.membershipPurchaseId, now);
    }
    return { kind: 'recorded', payment: updated };
  });
}
