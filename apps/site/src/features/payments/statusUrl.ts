import { paymentStatusFromPath, type ReturnStatus } from '@sukoon/contracts';
import { paths } from '../../lib/paths';

export interface PaymentStatusQueryValues {
  status: string;
  order_id?: string;
  amount?: string;
  transaction_id?: string;
  booked_session_id?: string;
}

/** '/payment-status?status=...' with each other value only when known (B2). */
export function paymentStatusUrl(values: PaymentStatusQueryValues): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) {
    if (typeof value === 'string' && value.trim() !== '') query.set(key, value.trim());
  }
  return `${paths.paymentStatus}?${query.toString()}`;
}

export interface ProviderReturn {
  status: ReturnStatus;
  txnid?: string;
  mihpayid?: string;
  amount?: string;
  productinfo?: string;
}

/** Reads a payment return route (/api/payments/success|failure|cancel/*) and the provider's query. */
export function readProviderReturn(pathname: string, search: string): ProviderReturn {
  const query = new URLSearchParams(search);
  const value = (key: string) => query.get(key)?.trim() || undefined;
  return {
    status: paymentStatusFromPath(pathname),
    txnid: value('txnid'),
    mihpayid: value('mihpayid'),
    amount: value('amount'),
    productinfo: value('productinfo'),
  };
}

/**
 * Where a return route forwards to. txnid is our order id (the api creates it per payment);
 * mihpayid is the provider's own payment id, shown as the transaction id; productinfo is read but
 * /payment-status takes no field for it.
 */
export function forwardUrl(ret: ProviderReturn): string {
  return paymentStatusUrl({
    status: ret.status,
    transaction_id: ret.mihpayid,
    amount: ret.amount,
    order_id: ret.txnid,
  });
}
