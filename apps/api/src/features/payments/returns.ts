import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { GatewayError } from './gateway';
import type { GatewayConfirmation } from './gatewayConfirmation';
import { orderRef, TXNID, type PaymentsDeps, type ReturnOutcome, type ReturnPath } from './orderRefs';
import * as payu from './payu';
import { paymentCallbacks, payments, type PaymentRow } from './schema';
import { settleFailure } from './settle';

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

/** The verification of PayU's returns: each is checked, recorded, and settles only what the gateway confirms. */
export function createReturns({ ctx, gateway }: PaymentsDeps, { confirmWithGateway }: GatewayConfirmation) {
  const { db, now } = ctx;

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

  return { settleReturn };
}
