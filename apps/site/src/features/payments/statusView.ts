import { paymentPageStatus, parsePrice, type PaymentOrderResponse, type PaymentPageStatus } from '@sukoon/contracts';

/**
 * The outcome /payment-status shows for a status value. The page's own words (success, failure,
 * cancel, pending, processing) are taken as they are; the usual variants a server or the provider
 * sends are understood too; anything else is unknown.
 */
export function statusToShow(value: unknown): PaymentPageStatus {
  const exact = paymentPageStatus(value);
  if (exact !== 'unknown') return exact;
  const v = typeof value === 'string' ? value.trim().toLowerCase() : '';
  if (['failed', 'fail', 'error', 'declined', 'dropped', 'bounced'].includes(v)) return 'failure';
  if (['cancelled', 'canceled', 'usercancelled', 'aborted'].includes(v)) return 'cancel';
  if (['paid', 'completed', 'complete', 'captured', 'confirmed'].includes(v)) return 'success';
  if (['initiated', 'in_progress', 'in progress'].includes(v)) return 'processing';
  return 'unknown';
}

/** An amount from a query or navigation state, in rupees; undefined when it is not a positive number. */
export function amountToShow(value: unknown): number | undefined {
  const amount = parsePrice(typeof value === 'number' || typeof value === 'string' ? value : undefined);
  return amount !== null && amount > 0 ? amount : undefined;
}

/** A non-empty trimmed string, else undefined. */
export function textOf(value: unknown): string | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

/** The session an order booked, as the server says (a membership purchase or an older answer: none). */
export function sessionOf(order: PaymentOrderResponse | undefined): { date: string; time: string } | undefined {
  return order?.date && order.start_time ? { date: order.date, time: order.start_time } : undefined;
}
