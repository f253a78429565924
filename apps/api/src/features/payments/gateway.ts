import { and, eq, isNotNull, lte } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Db } from '../../db';
import { commandHash } from './payu';
import { SANDBOX_KEY, SANDBOX_PAYMENT_PATH, SANDBOX_PENDING_SETTLE_MS, SANDBOX_SALT } from './sandboxConstants';
import { sandboxTransactions } from './schema';

/**
 * What the gateway itself says about a transaction, asked server to server. The browser's return POST is only a
 * claim: a payment is confirmed when this agrees with it.
 */
export interface GatewayVerdict {
  status: 'success' | 'failure' | 'pending' | 'not_found';
  /** The amount the gateway holds for the transaction ("5000.00"). */
  amount?: string;
  mihpayid?: string;
  unmappedstatus?: string;
}

export type VerifyPayment = (txnid: string) => Promise<GatewayVerdict>;

/** `fetch`'s shape, so tests can stand in for PayU. */
export type FetchLike = (
  url: string,
  init: { method: string; headers: Record<string, string>; body: string; signal?: AbortSignal },
) => Promise<{
  ok: boolean;
  status: number;
  text(): Promise<string>;
}>;

export interface Gateway {
  mode: 'sandbox' | 'payu';
  key: string;
  salt: string;
  /** Where the checkout form posts. */
  paymentUrl: string;
  verify: VerifyPayment;
}

export class GatewayError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'GatewayError';
  }
}

const VERIFY_TIMEOUT_MS = 15_000;

/** PayU's postservice endpoint: the test one beside test.payu.in, the live one otherwise. */
export function verifyUrlFor(baseUrl: string): string {
  return new URL(baseUrl).hostname === 'test.payu.in'
    ? 'https://test.payu.in/merchant/postservice.php?form=2'
    : 'https://info.payu.in/merchant/postservice.php?form=2';
}

interface VerifyPaymentAnswer {
  status?: unknown;
  msg?: unknown;
  transaction_details?: Record<string, Record<string, unknown> | undefined>;
}

const str = (value: unknown) =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : undefined;

/**
 * PayU's verify_payment (POST form: key, command, var1 = txnid, hash = sha512(key|command|var1|salt)). Everything
 * that talks to PayU's API is here, with `fetch` injected. Throws GatewayError when PayU cannot be asked or answers
 * something unreadable; the caller then confirms nothing.
 */
export function payuVerifier(options: { key: string; salt: string; url: string; fetch: FetchLike }): VerifyPayment {
  return async (txnid) => {
    const command = 'verify_payment';
    const body = new URLSearchParams({
      key: options.key,
      command,
      var1: txnid,
      hash: commandHash(options.key, command, txnid, options.salt),
    }).toString();
    let text: string;
    try {
      const response = await options.fetch(options.url, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
        body,
        signal: AbortSignal.timeout(VERIFY_TIMEOUT_MS),
      });
      text = await response.text();
      if (!response.ok) throw new GatewayError(`verify_payment answered HTTP ${response.status}`);
    } catch (error) {
      if (error instanceof GatewayError) throw error;
      throw new GatewayError('verify_payment could not be reached', { cause: error });
    }
    let answer: VerifyPaymentAnswer;
    try {
      answer = JSON.parse(text) as VerifyPaymentAnswer;
    } catch (error) {
      throw new GatewayError('verify_payment answered something other than JSON', { cause: error });
    }
    const details = answer.transaction_details?.[txnid];
    if (!details) {
      // status 0 is PayU's "could not fetch"; status 1 without our txnid means it does not know it.
      if (Number(answer.status) === 1) return { status: 'not_found' };
      throw new GatewayError(`verify_payment failed: ${str(answer.msg) ?? 'no details'}`);
    }
    const status = (str(details.status) ?? '').toLowerCase();
    const verdict: GatewayVerdict = {
      status:
        status === 'success'
          ? 'success'
          : status === 'failure'
            ? 'failure'
            : status === 'not found'
              ? 'not_found'
              : 'pending',
    };
    const amount = str(details.transaction_amount) ?? str(details.amt);
    if (amount) verdict.amount = amount;
    const mihpayid = str(details.mihpayid);
    if (mihpayid) verdict.mihpayid = mihpayid;
    const unmapped = str(details.unmappedstatus);
    if (unmapped) verdict.unmappedstatus = unmapped;
    return verdict;
  };
}

/**
 * The sandbox's ledger answers as verify_payment would. A payment left pending on its page (decided_at set, still
 * pending) is captured by the "bank" once SANDBOX_PENDING_SETTLE_MS have passed on the app's clock: the first ask
 * after that finds it successful, as a late PayU confirmation would.
 */
export function sandboxVerifier(db: Db, now: () => number): VerifyPayment {
  return async (txnid) => {
    await db
      .update(sandboxTransactions)
      .set({ status: 'success' })
      .where(
        and(
          eq(sandboxTransactions.txnid, txnid),
          eq(sandboxTransactions.status, 'pending'),
          isNotNull(sandboxTransactions.decidedAt),
          lte(sandboxTransactions.decidedAt, new Date(now() - SANDBOX_PENDING_SETTLE_MS)),
        ),
      );
    const [row] = await db.select().from(sandboxTransactions).where(eq(sandboxTransactions.txnid, txnid));
    if (!row) return { status: 'not_found' };
    const base = { amount: row.amount, mihpayid: row.mihpayid };
    switch (row.status) {
      case 'success':
        return { ...base, status: 'success', unmappedstatus: 'captured' };
      case 'failure':
        return { ...base, status: 'failure', unmappedstatus: 'failed' };
      case 'cancelled':
        return { ...base, status: 'failure', unmappedstatus: 'userCancelled' };
      default:
        return { ...base, status: 'pending', unmappedstatus: 'initiated' };
    }
  };
}

/** Live PayU when PAYU_KEY and PAYU_SALT are set, else the built-in sandbox with its documented test credentials. */
export function createGateway(config: Config, db: Db, fetchImpl: FetchLike, now: () => number): Gateway {
  const { payments } = config;
  if (payments.mode === 'payu' && payments.key && payments.salt) {
    return {
      mode: 'payu',
      key: payments.key,
      salt: payments.salt,
      paymentUrl: `${payments.baseUrl}/_payment`,
      verify: payuVerifier({
        key: payments.key,
        salt: payments.salt,
        url: verifyUrlFor(payments.baseUrl),
        fetch: fetchImpl,
      }),
    };
  }
  return {
    mode: 'sandbox',
    key: SANDBOX_KEY,
    salt: SANDBOX_SALT,
    paymentUrl: `${config.publicUrl}${SANDBOX_PAYMENT_PATH}`,
    verify: sandboxVerifier(db, now),
  };
}
