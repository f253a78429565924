// What the booking and payment flow keeps in browser storage (B3 keys), through lib/storage only.
import type { PaidOrderKind } from '@sukoon/contracts/copy/payments';
import { readString, writeJson, writeString } from '../../lib/storage';

/** After book-now: which session and service are being paid for, and how much. */
export function rememberBooking({
  bookingId,
  serviceTitle,
  amount,
}: {
  bookingId: number | string;
  serviceTitle: string;
  amount: number;
}) {
  writeString('bookedSessionId', String(bookingId));
  writeString('lastBookedService', serviceTitle);
  writeString('paymentAmount', String(amount));
  writeString('paymentType', 'session');
}

/** After a JSON status answer, or a provider return: the outcome and its ids. */
export function rememberPaymentStatus({
  status,
  orderId,
  transactionId,
  mihpayid,
  data,
}: {
  status: string;
  orderId?: string;
  transactionId?: string;
  mihpayid?: string;
  data?: unknown;
}) {
  writeString('paymentStatus', status);
  if (orderId) writeString('currentOrderId', orderId);
  if (transactionId) writeString('transactionId', transactionId);
  if (mihpayid) writeString('mihpayid', mihpayid);
  if (data !== undefined) writeJson('paymentData', data);
}

/** What the latest payment was for (a membership purchase writes 'membership'); a session unless known. */
export function lastPaymentKind(): PaidOrderKind {
  return readString('paymentType') === 'membership' ? 'membership' : 'session';
}

/** The service name of the latest booking, for the status page when navigation state is gone (reload, return route). */
export function lastBookedService(): string | undefined {
  return readString('lastBookedService') ?? undefined;
}
