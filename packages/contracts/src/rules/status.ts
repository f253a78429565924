/** Status rules of B4 (booking payment and feedback) and B2 (payment return routes). */

export const PAYMENT_STATUSES = ['pending', 'failed', 'processing', 'success'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const FEEDBACK_STATUSES = ['pending', 'submitted'] as const;
export type FeedbackStatus = (typeof FEEDBACK_STATUSES)[number];

/**
 * Statuses a payment-return path can give (B2). Pending is ours: the server sends a return PayU answered pending (or
 * whose confirmation has not come through yet) to /api/payments/pending/*, so the page waits instead of failing.
 */
export const RETURN_STATUSES = ['success', 'failure', 'cancel', 'pending', 'unknown'] as const;
export type ReturnStatus = (typeof RETURN_STATUSES)[number];

/** Everything /payment-status can be asked to show (B2, B4: the membership flow adds processing; pending from records). */
export const PAYMENT_PAGE_STATUSES = ['success', 'failure', 'cancel', 'pending', 'processing', 'unknown'] as const;
export type PaymentPageStatus = (typeof PAYMENT_PAGE_STATUSES)[number];

function text(value: unknown): string {
  if (value === null || value === undefined) return '';
  return String(value).trim().toLowerCase();
}

/**
 * B4: empty -> success; contains "pending" -> pending; "fail" -> failed; "process" -> processing;
 * "success", "paid" or "confirm" -> success; anything else -> pending. Checked in that order.
 * Decision where the spec is silent: negations ("unpaid", "not paid", "unconfirmed", "not confirmed")
 * would match "paid"/"confirm" literally; they are treated as pending so an unpaid session never shows
 * Join Meeting.
 */
export function normalisePaymentStatus(value: unknown): PaymentStatus {
  const v = text(value);
  if (v === '') return 'success';
  if (v.includes('pending')) return 'pending';
  if (v.includes('fail')) return 'failed';
  if (v.includes('process')) return 'processing';
  if (/\bun(paid|confirmed)\b|\bnot[\s_-]*(paid|confirmed)\b/.test(v)) return 'pending';
  if (v.includes('success') || v.includes('paid') || v.includes('confirm')) return 'success';
  return 'pending';
}

/** B4: empty -> pending; contains "submit" -> submitted; contains "pend" -> pending; anything else -> null. */
export function normaliseFeedbackStatus(value: unknown): FeedbackStatus | null {
  const v = text(value);
  if (v === '') return 'pending';
  if (v.includes('submit')) return 'submitted';
  if (v.includes('pend')) return 'pending';
  return null;
}

/** B2: the return route's status from its path: /success, /failure, /cancel, (ours) /pending, else unknown. */
export function paymentStatusFromPath(path: string): ReturnStatus {
  const p = path.toLowerCase();
  if (p.includes('/success')) return 'success';
  if (p.includes('/failure')) return 'failure';
  if (p.includes('/cancel')) return 'cancel';
  if (p.includes('/pending')) return 'pending';
  return 'unknown';
}

/** Reads a `status` query value for /payment-status; anything unrecognised is unknown. */
export function paymentPageStatus(value: unknown): PaymentPageStatus {
  const v = text(value);
  return (PAYMENT_PAGE_STATUSES as readonly string[]).includes(v) ? (v as PaymentPageStatus) : 'unknown';
}
