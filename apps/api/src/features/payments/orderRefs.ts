import type { AppContext } from '../../context';
import type { Tx } from '../../db';
import type { Gateway } from './gateway';
import type { PaymentRow } from './schema';

/** The paths PayU posts a return to (surl, furl, curl). */
export type ReturnPath = 'success' | 'failure' | 'cancel';
export const RETURN_PATHS: readonly ReturnPath[] = ['success', 'failure', 'cancel'];
/**
 * Where a return sends the browser: one of those, or pending when PayU answered pending or the server could not yet
 * confirm a success with the gateway (the status page then asks again instead of showing a failure).
 */
export type ReturnOutcome = ReturnPath | 'pending';

/** The form of the txnids this server issues; any other is answered as an unknown order without a query. */
export const TXNID = /^[A-Za-z0-9]{1,25}$/;

/** The return paths PayU posts to (surl, furl, curl); GET on the same paths renders the site's return page. */
export const returnPath = (outcome: ReturnOutcome, txnid: string) => `/api/payments/${outcome}/${txnid}/`;

/**
 * The order a payment is for, as the checkout form's udf1 carries it (and the status record's booked_session_id
 * names it): the booking's id, or "M" and the membership purchase's id.
 */
export function orderRef(payment: Pick<PaymentRow, 'bookingId' | 'membershipPurchaseId'>): string {
  return payment.bookingId !== null ? String(payment.bookingId) : `M${payment.membershipPurchaseId ?? ''}`;
}

/** Something a payment that confirmed its order does in the same transaction (its invoice). */
export type OnPaid = (tx: Tx, payment: PaymentRow, paidAt: Date) => Promise<unknown>;

/** What every part of the payments service shares: the app's context, the gateway and what a paid order does. */
export type PaymentsDeps = {
  ctx: Pick<AppContext, 'config' | 'db' | 'mailer' | 'now'>;
  gateway: Gateway;
  onPaid?: OnPaid;
};
