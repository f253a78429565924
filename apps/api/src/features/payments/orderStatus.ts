import type { PaymentOrderResponse, PaymentOrderStatus, RecordPaymentStatusPayload } from '@sukoon/contracts';
import { and, eq, lte } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { httpError } from '../../http/errors';
import type { AuthUser } from '../accounts/auth';
import { bookings } from '../bookings/schema';
import { services } from '../catalogue/schema';
import { membershipPlans, membershipPurchases } from '../memberships/schema';
import { GatewayError } from './gateway';
import type { GatewayConfirmation } from './gatewayConfirmation';
import { orderRef, TXNID, type PaymentsDeps } from './orderRefs';
import { PAYMENT_MESSAGES } from '@sukoon/contracts/copy/payments';
import { payments, type PaymentRow, type PaymentState } from './schema';

const ORDER_STATUS_OF: Record<PaymentState, PaymentOrderStatus> = {
  initiated: 'pending',
  success: 'success',
  failure: 'failure',
  cancelled: 'cancel',
};

/** How often the status page's asks may ask the gateway about one pending order (the page asks every 3 to 5 s). */
export const GATEWAY_ASK_INTERVAL_MS = 2_000;

/** An order's status as its owner sees it, and the status record: both settle only as the gateway reports. */
export function createOrderStatus({ ctx }: PaymentsDeps, { confirmWithGateway }: GatewayConfirmation) {
  const { db, now } = ctx;

  /** The second use of the path: a status is recorded only as the gateway reports it, never as the body says. */
  async function recordStatus(user: AuthUser, input: RecordPaymentStatusPayload, log: FastifyBaseLogger) {
    const [payment] = await db
      .select()
      .from(payments)
      .where(and(eq(payments.txnid, input.transaction_id), eq(payments.userId, user.id)));
    if (!payment || orderRef(payment) !== String(input.booked_session_id).trim()) {
      throw httpError(404, PAYMENT_MESSAGES.paymentNotFound);
    }
    if (payment.status === 'success') return { status: 'success', message: PAYMENT_MESSAGES.recordedSuccess };
    let result;
    try {
      result = await confirmWithGateway(payment, log);
    } catch (error) {
      if (!(error instanceof GatewayError)) throw error;
      log.error({ err: error }, 'payments: status record could not ask the gateway');
      throw httpError(502, PAYMENT_MESSAGES.gatewayUnreachable, { expose: true });
    }
    const { verdict, settlement } = result;
    if (settlement) {
      const confirmed = settlement.kind !== 'refund_due' || settlement.bookingConfirmed;
      return confirmed
        ? { status: 'success', message: PAYMENT_MESSAGES.recordedSuccess }
        : { status: 'failure', message: PAYMENT_MESSAGES.recordedFailure };
    }
    if (verdict.status === 'failure') return { status: 'failure', message: PAYMENT_MESSAGES.recordedFailure };
    return { status: 'pending', message: PAYMENT_MESSAGES.recordedPending };
  }

  /**
   * What /payment-status shows its owner: the order's payment as the server knows it. While it is unsettled the
   * gateway is asked again (PayU's verify_payment, or the test gateway's ledger), so a late confirmation arrives with
   * the next ask; a gateway that cannot be reached leaves it pending.
   */
  async function orderStatus(user: AuthUser, orderId: string, log: FastifyBaseLogger): Promise<PaymentOrderResponse> {
    const find = async () => {
      const [row] = TXNID.test(orderId)
        ? await db
            .select()
            .from(payments)
            .where(and(eq(payments.txnid, orderId), eq(payments.userId, user.id)))
        : [];
      return row;
    };
    let payment = await find();
    // Another person's order answers exactly as an unknown one.
    if (!payment) throw httpError(404, PAYMENT_MESSAGES.paymentNotFound);
    if (payment.status === 'initiated' && (await claimGatewayAsk(payment))) {
      try {
        await confirmWithGateway(payment, log);
      } catch (error) {
        if (!(error instanceof GatewayError)) throw error;
        log.warn({ err: error, txnid: payment.txnid }, 'payments: the gateway could not be asked for a pending order');
      }
      payment = (await find()) ?? payment;
    }
    const { stands, ...order } = await orderOf(payment);
    return {
      order_id: payment.txnid,
      status: ORDER_STATUS_OF[payment.status],
      ...order,
      amount: payment.amount,
      ...(payment.mihpayid ? { transaction_id: payment.mihpayid } : {}),
      // Money that confirmed nothing (the slot went to someone else) is refunded: not a success for the person.
      ...(payment.status === 'success' && !stands ? { status: 'failure' as const } : {}),
    };
  }

  /**
   * At most one ask of the gateway per order every GATEWAY_ASK_INTERVAL_MS, however many pages poll on however many
   * instances: the ask is claimed by moving updated_at forward in one statement, so PayU's API is never hammered.
   */
  async function claimGatewayAsk(payment: PaymentRow): Promise<boolean> {
    const at = now();
    const claimed = await db
      .update(payments)
      .set({ updatedAt: new Date(at) })
      .where(
        and(
          eq(payments.id, payment.id),
          eq(payments.status, 'initiated'),
          lte(payments.updatedAt, new Date(at - GATEWAY_ASK_INTERVAL_MS)),
        ),
      )
      .returning({ id: payments.id });
    return claimed.length > 0;
  }

  /**
   * The order's kind, title and (a session's) date and start, and whether it stands (a booking paid after its slot was lost does not; one its
   * client cancelled later was paid all the same).
   */
  async function orderOf(payment: PaymentRow) {
    if (payment.bookingId !== null) {
      const [found] = await db
        .select({ status: bookings.status, title: services.title, date: bookings.date, startTime: bookings.startTime })
        .from(bookings)
        .innerJoin(services, eq(bookings.serviceId, services.id))
        .where(eq(bookings.id, payment.bookingId));
      return {
        kind: 'session' as const,
        booked_session_id: payment.bookingId,
        // What was booked: the session's day and start in India (its current ones, after a move).
        ...(found ? { title: found.title, date: found.date, start_time: found.startTime } : {}),
        stands: found?.status === 'confirmed' || found?.status === 'cancelled',
      };
    }
    const [found] = await db
      .select({ title: membershipPlans.name })
      .from(membershipPurchases)
      .innerJoin(membershipPlans, eq(membershipPurchases.planId, membershipPlans.id))
      .where(eq(membershipPurchases.id, payment.membershipPurchaseId ?? 0));
    return { kind: 'membership' as const, ...(found ? { title: found.title } : {}), stands: true };
  }

  return { orderStatus, recordStatus };
}
