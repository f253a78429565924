import { z } from 'zod';
import { idSchema, moneySchema, optionalCode } from './common';

/**
 * One path, /api/payments/initiate/, carries three payloads (B7): a session booking's payment,
 * a direct status record after a JSON status reply, and a membership purchase.
 * `classifyPaymentInitiateBody` tells them apart for the server.
 */

const positiveAmount = z.coerce.number().positive({ message: 'Invalid price' });

/* ---------- Session booking payment ---------- */

/**
 * B7 lists every id under several names (booked_session, booked_session_id, booking_session_id, booking_id,
 * sub_category, sub_category_id, service_id) and the price three times. booked_session_id and final_price
 * are required; the others are optional and, when present, must be valid too.
 */
export const initiatePaymentRequestSchema = z.object({
  booked_session_id: idSchema,
  booked_session: idSchema.optional(),
  booking_session_id: idSchema.optional(),
  booking_id: idSchema.optional(),
  sub_category: idSchema.optional(),
  sub_category_id: idSchema.optional(),
  service_id: idSchema.optional(),
  final_price: positiveAmount,
  price: positiveAmount.optional(),
  amount: positiveAmount.optional(),
  gst_number: optionalCode,
  coupon_code: optionalCode,
});
export type InitiatePaymentRequest = z.input<typeof initiatePaymentRequestSchema>;
export type InitiatePaymentPayload = z.output<typeof initiatePaymentRequestSchema>;

/**
 * B7 answer: JSON with any of these, or an HTML page holding the provider's form (read as text, then
 * `extractEmbeddedJson` / form detection). `html` is the provider's auto-submitting form.
 */
export const initiatePaymentResponseSchema = z.looseObject({
  status: z.string().optional(),
  html: z.string().optional(),
  transaction_id: z.string().optional(),
  amount: moneySchema.optional(),
  success: z.boolean().optional(),
  message: z.string().optional(),
  details: z.string().optional(),
  error: z.string().optional(),
});
export type InitiatePaymentResponse = z.infer<typeof initiatePaymentResponseSchema>;

/* ---------- Direct status record (second use of the path) ---------- */

export const recordPaymentStatusRequestSchema = z.object({
  order_id: z.union([z.string().trim().min(1).max(100), z.number()]),
  transaction_id: z.string().trim().min(1).max(100),
  amount: moneySchema,
  booked_session_id: z.union([idSchema, z.string().trim().min(1)]),
});
export type RecordPaymentStatusRequest = z.input<typeof recordPaymentStatusRequestSchema>;

export const recordPaymentStatusResponseSchema = z.looseObject({
  status: z.string().optional(),
  message: z.string().optional(),
});
export type RecordPaymentStatusResponse = z.infer<typeof recordPaymentStatusResponseSchema>;

/* ---------- Membership purchase ---------- */

export const initiateMembershipPaymentRequestSchema = z.object({
  member_id: idSchema,
  final_price: positiveAmount,
  gst_number: optionalCode,
  coupon_code: optionalCode,
});
export type InitiateMembershipPaymentRequest = z.input<typeof initiateMembershipPaymentRequestSchema>;
export type InitiateMembershipPaymentPayload = z.output<typeof initiateMembershipPaymentRequestSchema>;

/** B7 membership answer; B4 says which field leads where (redirect_url, status, html, hash/all/payment response). */
export const initiateMembershipPaymentResponseSchema = z.looseObject({
  redirect_url: z.string().optional(),
  status: z.string().optional(),
  amount: moneySchema.optional(),
  transaction_id: z.string().optional(),
  html: z.string().optional(),
  hash_response: z.unknown().optional(),
  all_response: z
    .looseObject({ status: z.string().optional(), txnid: z.string().optional(), amount: moneySchema.optional() })
    .optional(),
  payment_response: z.looseObject({ status: z.string().optional(), transaction_id: z.string().optional() }).optional(),
  message: z.string().optional(),
  error: z.string().optional(),
  details: z.string().optional(),
});
export type InitiateMembershipPaymentResponse = z.infer<typeof initiateMembershipPaymentResponseSchema>;

export type PaymentInitiateKind = 'membership' | 'status' | 'booking';

/**
 * Which of the three payloads a body to /api/payments/initiate/ is: member_id means a membership;
 * transaction_id with order_id means a status record; anything else is a booking payment
 * (and is then validated as one).
 */
export function classifyPaymentInitiateBody(body: unknown): PaymentInitiateKind {
  if (body === null || typeof body !== 'object') return 'booking';
  const b = body as Record<string, unknown>;
  if (b.member_id !== undefined && b.member_id !== null) return 'membership';
  if (b.order_id !== undefined && b.transaction_id !== undefined) return 'status';
  return 'booking';
}

/* ---------- Return and status pages (B2) ---------- */

/** Query the card provider's redirect leaves on /api/payments/{success,failure,cancel}/*. */
export const paymentReturnQuerySchema = z.object({
  txnid: z.string().optional(),
  mihpayid: z.string().optional(),
  amount: z.string().optional(),
  productinfo: z.string().optional(),
});
export type PaymentReturnQuery = z.infer<typeof paymentReturnQuerySchema>;

/** Query of /payment-status (each only if known). */
export const paymentStatusQuerySchema = z.object({
  status: z.string().optional(),
  order_id: z.string().optional(),
  amount: z.string().optional(),
  transaction_id: z.string().optional(),
  booked_session_id: z.string().optional(),
});
export type PaymentStatusQuery = z.infer<typeof paymentStatusQuerySchema>;
