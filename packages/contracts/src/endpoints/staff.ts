// Staff moderation (ours: the spec shows no admin behaviour).
// Each call as its own export, so a page's code takes only the calls it makes and their schemas;
// ../endpoints.ts gathers them into the one table the api, the mocks and the tests read.
import { type Endpoint } from './endpoint';
import * as staffSchemas from '../schemas/staff';

/** Every testimonial with its consent and approvals, waiting ones first. Staff only (403 for other accounts). */
export const staffTestimonials = {
  method: 'GET',
  path: '/api/staff/testimonials/',
  auth: 'bearer',
  response: staffSchemas.staffTestimonialsResponseSchema,
} as const satisfies Endpoint;

/** Approves (or withdraws) a testimonial for the site and the home page; refused without the author's consent. */
export const staffUpdateTestimonial = {
  method: 'PATCH',
  path: (id: number | string) => `/api/staff/testimonials/${encodeURIComponent(String(id))}/`,
  auth: 'bearer',
  request: staffSchemas.staffTestimonialUpdateRequestSchema,
  response: staffSchemas.staffTestimonialUpdateResponseSchema,
} as const satisfies Endpoint;

/** Contact messages, newest first, a page at a time (`?page=`). Staff only. */
export const staffInquiries = {
  method: 'GET',
  path: '/api/staff/inquiries/',
  auth: 'bearer',
  response: staffSchemas.staffInquiriesResponseSchema,
} as const satisfies Endpoint;

/** The day's confirmed sessions in start order (`?date=yyyy-MM-dd`, default today in India). Staff only. */
export const staffSessions = {
  method: 'GET',
  path: '/api/staff/sessions/',
  auth: 'bearer',
  response: staffSchemas.staffSessionsResponseSchema,
} as const satisfies Endpoint;

/** Payments whose money is to go back, waiting ones first, then refunded ones. Staff only. */
export const staffRefunds = {
  method: 'GET',
  path: '/api/staff/refunds/',
  auth: 'bearer',
  response: staffSchemas.staffRefundsResponseSchema,
} as const satisfies Endpoint;

/** Marks one refund as paid back (idempotent; 404 unknown payment, 409 when no refund is due). Staff only. */
export const staffMarkRefunded = {
  method: 'PATCH',
  path: (paymentId: number | string) => `/api/staff/refunds/${encodeURIComponent(String(paymentId))}/`,
  auth: 'bearer',
  response: staffSchemas.staffRefundSchema,
} as const satisfies Endpoint;

/**
 * Successful payments with their GST split as a CSV file for accounting (`?from=&to=`, IST days). Staff only. The
 * answer is the file's text (read with `asText`), not JSON.
 */
export const staffPaymentsCsv = {
  method: 'GET',
  path: '/api/staff/exports/payments.csv',
  auth: 'bearer',
  response: staffSchemas.staffPaymentsCsvSchema,
} as const satisfies Endpoint;

/** Every coupon with its terms, limits and uses, active ones first. Staff only. */
export const staffCoupons = {
  method: 'GET',
  path: '/api/staff/coupons/',
  auth: 'bearer',
  response: staffSchemas.staffCouponsResponseSchema,
} as const satisfies Endpoint;

/** Creates a coupon (201; 409 when the code exists, 400 for a past expiry). Staff only. */
export const staffCreateCoupon = {
  method: 'POST',
  path: '/api/staff/coupons/',
  auth: 'bearer',
  request: staffSchemas.staffCouponCreateRequestSchema,
  response: staffSchemas.staffCouponSchema,
} as const satisfies Endpoint;

/** Pauses or resumes a coupon (404 unknown code). Staff only. */
export const staffUpdateCoupon = {
  method: 'PATCH',
  path: (code: string) => `/api/staff/coupons/${encodeURIComponent(code)}/`,
  auth: 'bearer',
  request: staffSchemas.staffCouponUpdateRequestSchema,
  response: staffSchemas.staffCouponSchema,
} as const satisfies Endpoint;
