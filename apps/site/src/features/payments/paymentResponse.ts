import { serverMessageOf } from '../../lib/failureMessage';

/**
 * What to do with the answer of POST /api/payments/initiate/ for a session booking (B4), in the
 * spec's order: a provider form, a success message, a status, else unknown. A JSON answer that
 * says success false, with a reason, is a payment failure (B8 "the server's details or error", read as every error is).
 */
export type PaymentAnswer =
  | { kind: 'form'; html: string }
  | { kind: 'success'; message: string }
  | {
      kind: 'status';
      status: string;
      transactionId?: string;
      orderId?: string;
      amount?: string;
      body: Record<string, unknown>;
    }
  | { kind: 'failed'; body: Record<string, unknown> }
  | { kind: 'unknown' };

const FORM = /<form[\s>]/i;

function text(value: unknown): string | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

export function classifyPaymentAnswer(body: unknown): PaymentAnswer {
  if (typeof body === 'string') return FORM.test(body) ? { kind: 'form', html: body } : { kind: 'unknown' };
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return { kind: 'unknown' };
  const b = body as Record<string, unknown>;
  const html = text(b.html);
  if (html) return { kind: 'form', html };
  const message = text(b.message);
  if (b.success === true && message) return { kind: 'success', message };
  const status = text(b.status);
  if (status) {
    return {
      kind: 'status',
      status,
      transactionId: text(b.transaction_id) ?? text(b.txnid),
      orderId: text(b.order_id),
      amount: text(b.amount),
      body: b,
    };
  }
  if (b.success === false && serverMessageOf(b)) return { kind: 'failed', body: b };
  return { kind: 'unknown' };
}
