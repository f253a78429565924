import * as z from 'zod/mini';
import { optionalCouponCodeSchema } from '../rules/coupons';
import { optionalGstinSchema } from '../rules/gstin';
import { idSchema, isoDateSchema, moneySchema, timeWithSecondsSchema } from './common';

/**
 * One path, /api/payments/initiate/, carries three payloads (B7): a session booking's payment,
 * a direct status record after a JSON status reply, and a membership purchase.
 * `classifyPaymentInitiateBody` (rules/orders.ts) tells them apart.
 */

const positiveAmount = z.coerce.number().check(z.positive({ message: 'Invalid price' }));

/* ---------- Session booking payment ---------- */

/**
 * B7 lists every id under several names (booked_session, booked_session_id, booking_session_id, booking_id,
 * sub_category, sub_category_id, service_id) and the price three times. booked_session_id and final_price
 * are required; the others are optional and, when present, must be valid too.
 */
export const initiatePaymentRequestSchema = z.object({
  booked_session_id: idSchema,
  booked_session: z.optional(idSchema),
  booking_session_id: z.optional(idSchema),
  booking_id: z.optional(idSchema),
  sub_category: z.optional(idSchema),
  sub_category_id: z.optional(idSchema),
  service_id: z.optional(idSchema),
  final_price: positiveAmount,
  price: z.optional(positiveAmount),
  amount: z.optional(positiveAmount),
  gst_number: optionalGstinSchema,
  coupon_code: optionalCouponCodeSchema,
});
export type InitiatePaymentRequest = z.input<typeof initiatePaymentRequestSchema>;
export type InitiatePaymentPayload = z.output<typeof initiatePaymentRequestSchema>;

/**
 * B7 answer: JSON with any of these, or an HTML page holding the provider's form (read as text, then
 * `extractEmbeddedJson` / form detection). `html` is the provider's auto-submitting form.
 */
export const initiatePaymentResponseSchema = z.looseObject({
  status: z.optional(z.string()),
  html: z.optional(z.string()),
  transaction_id: z.optional(z.string()),
  amount: z.optional(moneySchema),
  success: z.optional(z.boolean()),
  message: z.optional(z.string()),
  details: z.optional(z.string()),
  error: z.optional(z.string()),
});
export type InitiatePaymentResponse = z.infer<typeof initiatePaymentResponseSchema>;

/* ---------- Direct status record (second use of the path) ---------- */

export const recordPaymentStatusRequestSchema = z.object({
  order_id: z.union([z.string().check(z.trim(), z.minLength(1), z.maxLength(100)), z.number()]),
  transaction_id: z.string().check(z.trim(), z.minLength(1), z.maxLength(100)),
  amount: moneySchema,
  booked_session_id: z.union([idSchema, z.string().check(z.trim(), z.minLength(1))]),
});
export type RecordPaymentStatusRequest = z.input<typeof recordPaymentStatusRequestSchema>;
export type RecordPaymentStatusPayload = z.output<typeof recordPaymentStatusRequestSchema>;

export const recordPaymentStatusResponseSchema = z.looseObject({
  status: z.optional(z.string()),
  message: z.optional(z.string()),
});
export type RecordPaymentStatusResponse = z.infer<typeof recordPaymentStatusResponseSchema>;

/* ---------- Membership purchase ---------- */

export const initiateMembershipPaymentRequestSchema = z.object({
  member_id: idSchema,
  final_price: positiveAmount,
  /** A valid GSTIN (rules/gstin.ts), or null. */
  gst_number: optionalGstinSchema,
  /** Applied with a visible discount (`discount`, `message` in the answer) or refused with a 4xx; never ignored. */
  coupon_code: optionalCouponCodeSchema,
});
export type InitiateMembershipPaymentRequest = z.input<typeof initiateMembershipPaymentRequestSchema>;
export type InitiateMembershipPaymentPayload = z.output<typeof initiateMembershipPaymentRequestSchema>;

/** B7 membership answer; B4 says which field leads where (redirect_url, status, html, hash/all/payment response). */
export const initiateMembershipPaymentResponseSchema = z.looseObject({
  redirect_url: z.optional(z.string()),
  status: z.optional(z.string()),
  amount: z.optional(moneySchema),
  transaction_id: z.optional(z.string()),
  html: z.optional(z.string()),
  hash_response: z.optional(z.unknown()),
  all_response: z.optional(
    z.looseObject({ status: z.optional(z.string()), txnid: z.optional(z.string()), amount: z.optional(moneySchema) }),
  ),
  payment_response: z.optional(
    z.looseObject({ status: z.optional(z.string()), transaction_id: z.optional(z.string()) }),
  ),
  message: z.optional(z.string()),
  error: z.optional(z.string()),
  details: z.optional(z.string()),
  /** The purchase (order) this payment is for. */
  purchase_id: z.optional(z.number()),
  /** The plan's price before a coupon, rupees ("30000.00"). */
  original_amount: z.optional(moneySchema),
  /** Rupees off by the coupon ("3000.00"); present only when a coupon was applied. */
  discount: z.optional(moneySchema),
  /** The applied coupon, upper case. */
  coupon_code: z.optional(z.string()),
});
export type InitiateMembershipPaymentResponse = z.infer<typeof initiateMembershipPaymentResponseSchema>;

/* ---------- Return and status pages (B2) ---------- */

/** Query the card provider's redirect leaves on /api/payments/{success,failure,cancel}/*. */
export const paymentReturnQuerySchema = z.object({
  txnid: z.optional(z.string()),
  mihpayid: z.optional(z.string()),
  amount: z.optional(z.string()),
  productinfo: z.optional(z.string()),
});
export type PaymentReturnQuery = z.infer<typeof paymentReturnQuerySchema>;

/** Query of /payment-status (each only if known). */
export const paymentStatusQuerySchema = z.object({
  status: z.optional(z.string()),
  order_id: z.optional(z.string()),
  amount: z.optional(z.string()),
  transaction_id: z.optional(z.string()),
  booked_session_id: z.optional(z.string()),
});
export type PaymentStatusQuery = z.infer<typeof paymentStatusQuerySchema>;

/* ---------- An order's payment status (ours: /payment-status asks the server, B2 shows nothing of it) ---------- */

/**
 * What the server knows of an order's payment: success only once the gateway has confirmed it; pending while a
 * payment is started but not settled (PayU answered pending, or its verification has not come through yet).
 */
export const PAYMENT_ORDER_STATUSES = ['success', 'failure', 'cancel', 'pending'] as const;
export type PaymentOrderStatus = (typeof PAYMENT_ORDER_STATUSES)[number];

/** GET /api/payments/orders/{order_id}/: the owner's order (the payment's txnid, as /payment-status's order_id). */
export const paymentOrderResponseSchema = z.object({
  order_id: z.string(),
  status: z.enum(PAYMENT_ORDER_STATUSES),
  /** What the order bought: a session (booking) or a membership (its credits). */
  kind: z.enum(['session', 'membership']),
  amount: moneySchema,
  /** The gateway's own payment id (PayU's mihpayid), once it reported one. */
  transaction_id: z.optional(z.string()),
  /** The service's title or the membership plan's name. */
  title: z.optional(z.string()),
  booked_session_id: z.optional(z.number()),
  /** A session's date in India ('yyyy-MM-dd') and its start, Indian time ('HH:mm:ss'): what was booked. */
  date: z.optional(isoDateSchema),
  start_time: z.optional(timeWithSecondsSchema),
});
export type PaymentOrderResponse = z.infer<typeof paymentOrderResponseSchema>;
