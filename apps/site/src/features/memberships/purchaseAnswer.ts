/**
 * What to do with the answer of the membership initiate call (B4 "Membership purchase"), in the spec's order:
 * redirect_url, then a status, then an html form, then a hash, all or payment response, else an unknown format.
 * An answer that only says what went wrong (success false, or an error or details and nothing else) is a failure.
 */
export type PurchaseAnswer =
  | { kind: 'redirect'; url: string }
  | { kind: 'status'; status: string; orderId?: string; transactionId?: string; amount?: string }
  | { kind: 'form'; html: string; message?: string }
  | { kind: 'modal'; status?: string; orderId?: string; transactionId?: string; amount?: string; data: unknown }
  | { kind: 'failed'; reason: string }
  | { kind: 'unknown' };

const FORM = /<form[\s>]/i;

function text(value: unknown): string | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

const objectOf = (value: unknown): Record<string, unknown> | undefined =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;

export function classifyPurchaseAnswer(body: unknown): PurchaseAnswer {
  if (typeof body === 'string') return FORM.test(body) ? { kind: 'form', html: body } : { kind: 'unknown' };
  const b = objectOf(body);
  if (!b) return { kind: 'unknown' };

  const redirect = text(b.redirect_url);
  if (redirect) return { kind: 'redirect', url: redirect };

  const status = text(b.status);
  if (status) {
    return {
      kind: 'status',
      status,
      orderId: text(b.order_id) ?? text(b.txnid),
      transactionId: text(b.transaction_id),
      amount: text(b.amount),
    };
  }

  const html = text(b.html);
  if (html) return { kind: 'form', html, message: text(b.message) };

  // The provider's answer handed back as JSON (B4): whichever of the three is present is the payment data.
  const hash = b.hash_response ?? undefined;
  const data = hash ?? objectOf(b.all_response) ?? objectOf(b.payment_response);
  if (data !== undefined) {
    const fields = pick(objectOf(data) ?? {});
    return {
      kind: 'modal',
      data,
      status: fields.status,
      orderId: fields.orderId,
      transactionId: fields.transactionId ?? text(b.transaction_id),
      amount: fields.amount ?? text(b.amount),
    };
  }

  const reason = text(b.details) ?? text(b.error) ?? (b.success === false ? text(b.message) : undefined);
  if (reason) return { kind: 'failed', reason };
  return { kind: 'unknown' };
}

/** status, txnid (the order) and transaction_id of a provider response inside the answer. */
function pick(response: Record<string, unknown>) {
  return {
    status: text(response.status),
    orderId: text(response.txnid) ?? text(response.order_id),
    transactionId: text(response.transaction_id) ?? text(response.mihpayid),
    amount: text(response.amount),
  };
}
