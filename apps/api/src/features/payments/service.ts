import {
  parsePaymentInitiateBody,
  type InitiateMembershipPaymentPayload,
  type InitiateMembershipPaymentResponse,
  type InitiatePaymentPayload,
  type InitiatePaymentResponse,
  type PaymentOrderResponse,
  type PaymentOrderStatus,
  type RecordPaymentStatusPayload,
  type RecordPaymentStatusResponse,
} from '@sukoon/contracts';
import { mailCopy } from '@sukoon/contracts/copy/mail';
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context';
import type { Db, Tx } from '../../db';
import { httpError } from '../../http/errors';
import type { AuthUser } from '../accounts/auth';
import type { ConfirmingPayment } from '../bookings/bookings';
import { announceConfirmedSession } from '../bookings/reminders';
import { bookings } from '../bookings/schema';
import { services } from '../catalogue/schema';
import { membershipActivatedMail } from '../memberships/mail';
import { createPurchase } from '../memberships/memberships';
import { membershipPlans, membershipPurchases } from '../memberships/schema';
import { GatewayError, type Gateway } from './gateway';
import * as payu from './payu';
import { paymentCallbacks, payments, type PaymentRow, type PaymentState } from './schema';
import { settleFailure, settleSuccess, type SuccessSettlement } from './settle';
import { PAYMENT_MESSAGES } from '@sukoon/contracts/copy/payments';

/** The paths PayU posts a return to (surl, furl, curl). */
export type ReturnPath = 'success' | 'failure' | 'cancel';
export const RETURN_PATHS: readonly ReturnPath[] = ['success', 'failure', 'cancel'];
/**
 * Where a return sends the browser: one of those, or pending when PayU answered pending or the server could not yet
 * confirm a success with the gateway (the status page then asks again instead of showing a failure).
 */
export type ReturnOutcome = ReturnPath | 'pending';

const ORDER_STATUS_OF: Record<PaymentState, PaymentOrderStatus> = {
  initiated: 'pending',
  success: 'success',
  failure: 'failure',
  cancelled: 'cancel',
};
const TXNID = /^[A-Za-z0-9]{1,25}$/;
/** How often the status page's asks may ask the gateway about one pending order (the page asks every 3 to 5 s). */
export const GATEWAY_ASK_INTERVAL_MS = 2_000;

/** The return paths PayU posts to (surl, furl, curl); GET on the same paths renders the site's return page. */
export const returnPath = (outcome: ReturnOutcome, txnid: string) => `/api/payments/${outcome}/${txnid}/`;

// Fields of a return worth keeping for support; card details and the like are never stored.
const KEPT_FIELDS = [
  'mihpayid',
  'mode',
  'status',
  'unmappedstatus',
  'txnid',
  'amount',
  'additionalCharges',
  'productinfo',
  'udf1',
  'field9',
  'error',
  'error_Message',
  'bank_ref_num',
  'bankcode',
  'PG_TYPE',
  'net_amount_debit',
  'addedon',
];
const keptFields = (fields: Record<string, string>) =>
  Object.fromEntries(
    KEPT_FIELDS.filter((k) => fields[k] !== undefined).map((k) => [k, (fields[k] ?? '').slice(0, 200)]),
  );

/**
 * For My Bookings (the bookings feature receives it in features/index.ts): the held bookings among `bookingIds`
 * whose last payment attempt failed or was cancelled.
 */
export async function failedPaymentsOf(db: Db | Tx, bookingIds: readonly number[]): Promise<ReadonlySet<number>> {
  const attempts = await db
    .select({ bookingId: payments.bookingId, status: payments.status })
    .from(payments)
    .where(inArray(payments.bookingId, [...bookingIds]))
    .orderBy(asc(payments.createdAt), asc(payments.id));
  const last = new Map<number, string>();
  for (const attempt of attempts) if (attempt.bookingId !== null) last.set(attempt.bookingId, attempt.status);
  return new Set([...last].filter(([, status]) => status === 'failure' || status === 'cancelled').map(([id]) => id));
}

/** The successful payment that confirmed a booking (a second one that paid it again is refund_due instead). */
const confirmedBy = (bookingIds: readonly number[]) =>
  and(inArray(payments.bookingId, [...bookingIds]), eq(payments.status, 'success'), eq(payments.refundDue, false));

const confirmingColumns = {
  bookingId: payments.bookingId,
  txnid: payments.txnid,
  amount: payments.amount,
  refundRequestedAt: payments.refundRequestedAt,
  refundedAt: payments.refundedAt,
};

/** For My Bookings and a moved session's mails (passed to bookings in features/index.ts): card bookings' payments. */
export async function confirmingPaymentsOf(
  db: Db | Tx,
  bookingIds: readonly number[],
): Promise<ReadonlyMap<number, ConfirmingPayment>> {
  if (!bookingIds.length) return new Map();
  const rows = await db.select(confirmingColumns).from(payments).where(confirmedBy(bookingIds));
  return new Map(rows.map((row) => [row.bookingId!, { ...row, bookingId: row.bookingId! }]));
}

/**
 * A cancelled card booking asks for its money back: its payment gets refund_requested_at, which puts it on staff's
 * refund list (features/staff/refunds.ts). Inside the cancellation's transaction; a second call keeps the first time.
 */
export async function requestBookingRefund(
  tx: Tx,
  bookingId: number,
  now: Date,
): Promise<ConfirmingPayment | undefined> {
  const [row] = await tx
    .update(payments)
    .set({
      refundRequestedAt: sql`coalesce(${payments.refundRequestedAt}, ${now.toISOString()}::timestamptz)`,
      updatedAt: now,
    })
    .where(confirmedBy([bookingId]))
    .returning(confirmingColumns);
  return row && { ...row, bookingId };
}

/**
 * The order a payment is for, as the checkout form's udf1 carries it (and the status record's booked_session_id
 * names it): the booking's id, or "M" and the membership purchase's id.
 */
export function orderRef(payment: Pick<PaymentRow, 'bookingId' | 'membershipPurchaseId'>): string {
  return payment.bookingId !== null ? String(payment.bookingId) : `M${payment.membershipPurchaseId ?? ''}`;
}

/** Something a payment that confirmed its order does in the same transaction (its invoice). */
export type OnPaid = (tx: Tx, payment: PaymentRow, paidAt: Date) => Promise<unknown>;

/** Payment initiation, the status record and PayU's returns (spec 02 section 7), without HTTP. */
export function createPaymentsService(
  ctx: Pick<AppContext, 'config' | 'db' | 'mailer' | 'now'>,
  gateway: Gateway,
  onPaid?: OnPaid,
) {
  const { config, db, mailer, now } = ctx;
  const host = new URL(config.publicUrl).hostname;

  /**
   * The e-mail of a confirmation (with the invitation, or the membership's receipt), enqueued in the settling
   * transaction: it exists exactly when the confirmation does, and a replayed callback settles (and mails) nothing.
   */
  async function announce(tx: Tx, settlement: SuccessSettlement) {
    if (settlement.kind === 'confirmed' || settlement.kind === 'activated') {
      await onPaid?.(tx, settlement.payment, settlement.payment.completedAt ?? new Date(now()));
    }
    if (settlement.kind === 'activated') {
      const { payment, purchase, membership, plan } = settlement;
      await mailer.enqueue(
        tx,
        membershipActivatedMail(
          config.brand,
          config.publicUrl,
          { email: payment.email, firstName: payment.firstname },
          {
            planName: plan.name,
            creditsAdded: purchase.credits,
            creditsNow: membership.credits,
            endsAt: membership.endsAt,
            amount: payment.amount,
            discount: purchase.discount,
            gstNumber: purchase.gstNumber,
            txnid: payment.txnid,
          },
        ),
      );
      return;
    }
    if (settlement.kind !== 'confirmed') return;
    const { payment, booking } = settlement;
    const [service] = await tx
      .select({ title: services.title })
      .from(services)
      .where(eq(services.id, booking.serviceId));
    await announceConfirmedSession(
      tx,
      mailer,
      { brand: config.brand, host, now: new Date(now()) },
      { email: payment.email, firstName: payment.firstname },
      {
        bookingId: booking.id,
        serviceTitle: service?.title ?? mailCopy.bookingConfirmed.fallbackService,
        date: booking.date,
        startTime: booking.startTime,
        durationMinutes: booking.durationMinutes,
        payment: { method: 'card', amount: payment.amount, txnid: payment.txnid },
        meetingLink: booking.meetingLink ?? '',
      },
    );
  }

  function logRefund(settlement: SuccessSettlement, log: FastifyBaseLogger) {
    if (settlement.kind === 'refund_due') {
      log.error(
        {
          paymentId: settlement.payment.id,
          order: orderRef(settlement.payment),
          txnid: settlement.payment.txnid,
        },
        `payments: refund due: ${settlement.payment.note ?? ''}`,
      );
    }
  }

  /** Asks the gateway, and settles a success only if it agrees on status and amount. */
  async function confirmWithGateway(payment: PaymentRow, log: FastifyBaseLogger) {
    const verdict = await gateway.verify(payment.txnid);
    if (verdict.status === 'success' && payu.sameAmount(verdict.amount, payment.amount)) {
      const settlement = await settleSuccess(
        db,
        payment.id,
        { mihpayid: verdict.mihpayid, gatewayStatus: verdict.unmappedstatus },
        new Date(now()),
        config.meetingLinkTemplate,
        announce,
      );
      logRefund(settlement, log);
      return { verdict, settlement } as const;
    }
    if (verdict.status === 'failure') {
      await settleFailure(
        db,
        payment.id,
        {
          cancelled: verdict.unmappedstatus === 'userCancelled',
          mihpayid: verdict.mihpayid,
          gatewayStatus: verdict.unmappedstatus,
        },
        new Date(now()),
      );
    }
    return { verdict, settlement: undefined } as const;
  }

  async function initiateBookingPayment(
    user: AuthUser,
    input: InitiatePaymentPayload,
  ): Promise<InitiatePaymentResponse> {
    const [found] = await db
      .select({ booking: bookings, title: services.title })
      .from(bookings)
      .innerJoin(services, eq(bookings.serviceId, services.id))
      .where(and(eq(bookings.id, input.booked_session_id), eq(bookings.userId, user.id)));
    if (!found) throw httpError(404, PAYMENT_MESSAGES.bookingNotFound);
    const { booking, title } = found;
    if (booking.status === 'confirmed') throw httpError(409, PAYMENT_MESSAGES.alreadyPaid);
    if (booking.status !== 'held' || booking.holdExpiresAt.getTime() <= now())
      throw httpError(409, PAYMENT_MESSAGES.holdExpired);

    // The amount is the booking's server price (after its coupon); final_price, price and amount of the body are
    // never read.
    const { html, txnid, amount } = await startCheckout(
      db,
      user,
      { bookingId: booking.id, membershipPurchaseId: null },
      booking.finalPrice,
      `Booking ${booking.id} ${title}`,
    );
    return { html, transaction_id: txnid, amount };
  }

  /**
   * One checkout for any order: the payment row (the attempt) and PayU's form with the request hash. udf1 names the
   * order, and every return is checked against it, the amount and the reverse hash, the same for every kind of order.
   */
  async function startCheckout(
    tx: Db | Tx,
    user: AuthUser,
    order: Pick<PaymentRow, 'bookingId' | 'membershipPurchaseId'>,
    price: string,
    description: string,
  ) {
    const amount = payu.amountText(price);
    const txnid = payu.newTxnid();
    const udf: payu.Udf = [orderRef(order), '', '', '', ''];
    const fields = {
      key: gateway.key,
      txnid,
      amount,
      productinfo: payu.payuText(description, 100),
      firstname: payu.payuText(user.firstName, 60) || payu.payuText(user.username, 60) || 'Customer',
      email: user.email,
      udf,
    };
    const phone = (user.mobile ?? '').replace(/\D/g, '').slice(-10);
    await tx.insert(payments).values({
      ...order,
      userId: user.id,
      txnid,
      gateway: gateway.mode,
      amount,
      productinfo: fields.productinfo,
      firstname: fields.firstname,
      email: fields.email,
      phone,
      createdAt: new Date(now()),
      updatedAt: new Date(now()),
    });
    const html = payu.checkoutFormHtml(gateway.paymentUrl, {
      ...fields,
      phone,
      surl: `${config.publicUrl}${returnPath('success', txnid)}`,
      furl: `${config.publicUrl}${returnPath('failure', txnid)}`,
      curl: `${config.publicUrl}${returnPath('cancel', txnid)}`,
      hash: payu.requestHash(fields, gateway.salt),
    });
    return { html, txnid, amount };
  }

  /**
   * The membership use of the path (B7): a pending purchase at the plan's server price with the coupon applied (or
   * refused), and the same checkout as a booking. The answer carries the form (html), and the visible discount.
   */
  async function initiateMembershipPayment(
    user: AuthUser,
    input: InitiateMembershipPaymentPayload,
  ): Promise<InitiateMembershipPaymentResponse> {
    return db.transaction(async (tx) => {
      const { purchase, plan, price } = await createPurchase(tx, {
        userId: user.id,
        planId: input.member_id,
        couponCode: input.coupon_code,
        gstNumber: input.gst_number,
        now: new Date(now()),
        couponHeldUntil: new Date(now() + config.bookingHoldMinutes * 60_000),
      });
      const { html, txnid, amount } = await startCheckout(
        tx,
        user,
        { bookingId: null, membershipPurchaseId: purchase.id },
        purchase.amount,
        `Membership ${plan.name}`,
      );
      return {
        html,
        transaction_id: txnid,
        amount,
        purchase_id: purchase.id,
        original_amount: purchase.listPrice,
        ...(price.couponCode
          ? { discount: purchase.discount, coupon_code: price.couponCode, message: price.message ?? undefined }
          : {}),
      };
    });
  }

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
   * PayU's return: a form POST from the customer's browser, so anyone can send one. It is believed only when the
   * reverse hash is right (constant-time), the amount and booking match the order, and, for a success, the gateway
   * confirms it server to server. Every return is recorded.
   */
  async function settleReturn(
    path: ReturnPath,
    txnid: string,
    body: unknown,
    log: FastifyBaseLogger,
  ): Promise<{ outcome: ReturnOutcome; payment?: PaymentRow; mihpayid?: string }> {
    const fields = payu.formFields(body);
    const [payment] = TXNID.test(txnid) ? await db.select().from(payments).where(eq(payments.txnid, txnid)) : [];
    const record = async (result: string, checks: { hashValid: boolean; amountValid: boolean }, detail?: string) => {
      await db.insert(paymentCallbacks).values({
        paymentId: payment?.id ?? null,
        txnid: txnid.slice(0, 64),
        path,
        postedStatus: fields.status?.slice(0, 40) ?? null,
        hashValid: checks.hashValid,
        amountValid: checks.amountValid,
        result,
        detail: detail ?? null,
        payload: keptFields(fields),
        receivedAt: new Date(now()),
      });
    };
    if (!payment) {
      await record('rejected', { hashValid: false, amountValid: false }, 'unknown transaction');
      return { outcome: 'failure' };
    }

    const hashValid = fields.txnid === txnid && payu.isSignedReturn(fields, gateway.key, gateway.salt);
    const amountValid = payu.sameAmount(fields.amount, payment.amount);
    const checks = { hashValid, amountValid };
    const problems = [
      hashValid ? '' : 'hash',
      amountValid ? '' : 'amount',
      fields.udf1 === orderRef(payment) ? '' : payment.bookingId !== null ? 'booking' : 'purchase',
    ].filter(Boolean);
    if (problems.length) {
      log.warn({ txnid, problems }, 'payments: return rejected');
      await record('rejected', checks, `mismatch: ${problems.join(', ')}`);
      return { outcome: payment.status === 'success' ? 'success' : 'failure', payment };
    }

    const posted = (fields.status ?? '').toLowerCase();
    if (posted === 'success') {
      let result;
      try {
        result = await confirmWithGateway(payment, log);
      } catch (error) {
        if (!(error instanceof GatewayError)) throw error;
        log.error({ err: error, txnid }, 'payments: the gateway could not confirm a success return');
        // Not settled either way: the status page asks again, and each ask asks the gateway.
        await recordPending(payment, fields);
        await record('unverified', checks, error.message);
        return { outcome: 'pending', payment };
      }
      const { verdict, settlement } = result;
      if (!settlement) {
        await record(
          'unverified',
          checks,
          `gateway says ${verdict.status}${verdict.amount ? ` for ${verdict.amount}` : ''}`,
        );
        if (verdict.status !== 'pending') return { outcome: 'failure', payment };
        await recordPending(payment, fields);
        return { outcome: 'pending', payment };
      }
      await record(
        settlement.kind,
        checks,
        settlement.kind === 'refund_due' ? (settlement.payment.note ?? undefined) : undefined,
      );
      const confirmed = settlement.kind !== 'refund_due' || settlement.bookingConfirmed;
      return {
        outcome: confirmed ? 'success' : 'failure',
        payment: settlement.payment,
        mihpayid: settlement.payment.mihpayid ?? undefined,
      };
    }

    if (posted === 'failure') {
      const cancelled = path === 'cancel' || fields.unmappedstatus === 'userCancelled';
      const settlement = await settleFailure(
        db,
        payment.id,
        {
          cancelled,
          mihpayid: fields.mihpayid || undefined,
          gatewayStatus: fields.unmappedstatus?.slice(0, 40) || undefined,
          note: fields.error_Message || fields.field9 || undefined,
        },
        new Date(now()),
      );
      await record(settlement.kind === 'recorded' ? (cancelled ? 'cancelled' : 'failed') : settlement.kind, checks);
      if (settlement.kind === 'ignored') return { outcome: 'success', payment: settlement.payment };
      return { outcome: cancelled ? 'cancel' : 'failure', payment: settlement.payment, mihpayid: fields.mihpayid };
    }

    if (posted === 'pending') {
      // PayU has not settled it yet: nothing changes but the record; the status page's every ask asks the gateway.
      await recordPending(payment, fields);
      await record('pending', checks);
      return { outcome: payment.status === 'success' ? 'success' : 'pending', payment };
    }

    // Anything else: nothing is settled; the status record can settle it later.
    await record('unverified', checks, `posted status ${posted || '(none)'}`);
    return { outcome: 'failure', payment };
  }

  /** A signed return that settled nothing yet: the gateway's payment id and word, for the status page and support. */
  async function recordPending(payment: PaymentRow, fields: Record<string, string>) {
    await db
      .update(payments)
      .set({
        mihpayid: fields.mihpayid?.slice(0, 40) || payment.mihpayid,
        gatewayStatus: fields.unmappedstatus?.slice(0, 40) || 'pending',
        updatedAt: new Date(now()),
      })
      .where(and(eq(payments.id, payment.id), eq(payments.status, 'initiated')));
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
   * The order's kind and title, and whether it stands (a booking paid after its slot was lost does not; one its
   * client cancelled later was paid all the same).
   */
  async function orderOf(payment: PaymentRow) {
    if (payment.bookingId !== null) {
      const [found] = await db
        .select({ status: bookings.status, title: services.title })
        .from(bookings)
        .innerJoin(services, eq(bookings.serviceId, services.id))
        .where(eq(bookings.id, payment.bookingId));
      return {
        kind: 'session' as const,
        booked_session_id: payment.bookingId,
        ...(found ? { title: found.title } : {}),
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

  return {
    /**
     * POST /api/payments/initiate/ carries three payloads (B7), told apart by the contracts' one classifier: a
     * booking's checkout form, a status record, or a membership purchase's checkout form.
     */
    async initiate(
      user: AuthUser,
      body: unknown,
      log: FastifyBaseLogger,
    ): Promise<InitiatePaymentResponse | RecordPaymentStatusResponse | InitiateMembershipPaymentResponse> {
      const parsed = parsePaymentInitiateBody(body);
      switch (parsed.kind) {
        case 'membership':
          return initiateMembershipPayment(user, parsed.payload);
        case 'status':
          return recordStatus(user, parsed.payload, log);
        case 'booking':
          return initiateBookingPayment(user, parsed.payload);
      }
    },

    orderStatus,

    /** Settles a return and answers where the browser goes: the site's return route for the outcome, with a query. */
    async returnLocation(path: ReturnPath, txnid: string, body: unknown, log: FastifyBaseLogger): Promise<string> {
      const { outcome, payment, mihpayid } = await settleReturn(path, txnid, body, log);
      const query = new URLSearchParams();
      query.set('txnid', payment?.txnid ?? (TXNID.test(txnid) ? txnid : ''));
      query.set('mihpayid', mihpayid ?? payment?.mihpayid ?? '');
      query.set('amount', payment?.amount ?? '');
      query.set('productinfo', payment?.productinfo ?? '');
      return `${returnPath(outcome, payment?.txnid ?? (TXNID.test(txnid) ? txnid : 'unknown'))}?${query.toString()}`;
    },
  };
}
