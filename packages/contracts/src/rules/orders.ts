import {
  initiateMembershipPaymentRequestSchema,
  initiatePaymentRequestSchema,
  recordPaymentStatusRequestSchema,
  type InitiateMembershipPaymentPayload,
  type InitiatePaymentPayload,
  type RecordPaymentStatusPayload,
} from '../schemas/payments';

/**
 * The order classifier: POST /api/payments/initiate/ carries three payloads (spec 02 section 7), and this is the one
 * place that tells them apart, for the server and for the mocks alike.
 *
 * - `membership`: the body has a `member_id` (any value but null): a membership purchase.
 * - `status`: no member_id, and both `order_id` and `transaction_id`: the direct status record.
 * - `booking`: anything else: a session booking's payment (then validated as one, so a body of no kind is refused
 *   with the booking payload's field errors).
 */
export type PaymentInitiateKind = 'membership' | 'status' | 'booking';

const present = (value: unknown) => value !== undefined && value !== null;

export function classifyPaymentInitiateBody(body: unknown): PaymentInitiateKind {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return 'booking';
  const b = body as Record<string, unknown>;
  if (present(b.member_id)) return 'membership';
  if (present(b.order_id) && present(b.transaction_id)) return 'status';
  return 'booking';
}

export type ParsedPaymentInitiate =
  | { kind: 'booking'; payload: InitiatePaymentPayload }
  | { kind: 'status'; payload: RecordPaymentStatusPayload }
  | { kind: 'membership'; payload: InitiateMembershipPaymentPayload };

/** Classifies a body and parses it with its kind's schema; throws the schema's ZodError when it does not fit. */
export function parsePaymentInitiateBody(body: unknown): ParsedPaymentInitiate {
  switch (classifyPaymentInitiateBody(body)) {
    case 'membership':
      return { kind: 'membership', payload: initiateMembershipPaymentRequestSchema.parse(body) };
    case 'status':
      return { kind: 'status', payload: recordPaymentStatusRequestSchema.parse(body) };
    case 'booking':
      return { kind: 'booking', payload: initiatePaymentRequestSchema.parse(body) };
  }
}
