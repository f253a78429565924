import * as z from 'zod/mini';
import { staffCopy } from '../copy/staff';
import { idSchema, isoDateSchema } from './common';

/**
 * Staff moderation (not in the spec, whose "admin behaviour is not shown"): accounts with the staff role approve
 * testimonials for /testimonials and the home page, and read contact messages. A staff account is made by
 * `npm run staff:create`, never by sign-up.
 */

export const USER_ROLES = ['client', 'staff'] as const;
export type UserRole = (typeof USER_ROLES)[number];
export const userRoleSchema = z.enum(USER_ROLES);

/** A testimonial as staff see it: the public quote and the staff-only part, the consent and both approvals. */
export const staffTestimonialSchema = z.object({
  id: z.int(),
  /** The author's first name: what would be shown with the quote. */
  author: z.string(),
  /** What the client liked: the quote that may be published (with consent). */
  comment: z.string(),
  /** What to improve: staff only, never published. */
  improve: z.string(),
  rating: z.number(),
  service_title: z.string(),
  would_recommend: z.boolean(),
  /** The author allowed their words to be published with their first name. Without it nothing can be approved. */
  consent: z.boolean(),
  is_admin_approved: z.boolean(),
  approved_on_main_page: z.boolean(),
  created_at: z.string(),
});
export type StaffTestimonial = z.infer<typeof staffTestimonialSchema>;

/** Waiting (consented, not approved) first, then the rest; newest first within each. */
export const staffTestimonialsResponseSchema = z.array(staffTestimonialSchema);

/**
 * The approvals to change. `approved_on_main_page: true` approves for the site too; `is_admin_approved: false`
 * takes it off the home page too. Either needs the author's consent to turn on.
 */
export const staffTestimonialUpdateRequestSchema = z
  .object({
    is_admin_approved: z.optional(z.boolean()),
    approved_on_main_page: z.optional(z.boolean()),
  })
  .check(
    z.refine((body) => body.is_admin_approved !== undefined || body.approved_on_main_page !== undefined, {
      message: staffCopy.errors.nothingToChange,
    }),
    z.refine((body) => !(body.is_admin_approved === false && body.approved_on_main_page === true), {
      message: staffCopy.errors.homeNeedsSite,
    }),
  );
export type StaffTestimonialUpdate = z.input<typeof staffTestimonialUpdateRequestSchema>;

export const staffTestimonialUpdateResponseSchema = staffTestimonialSchema;

export const staffTestimonialParamsSchema = z.object({ id: idSchema });

/** How many contact messages one page of GET /api/staff/inquiries/ holds. */
export const STAFF_INQUIRIES_PAGE_SIZE = 50;

export const staffInquiriesQuerySchema = z.object({
  page: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(100_000)), 1),
});

export const staffInquirySchema = z.object({
  id: z.int(),
  name: z.string(),
  email: z.string(),
  message: z.string(),
  created_at: z.string(),
});
export type StaffInquiry = z.infer<typeof staffInquirySchema>;

/** One page of contact messages, newest first; `next_page` is null on the last one. */
export const staffInquiriesResponseSchema = z.object({
  count: z.int(),
  page: z.int(),
  next_page: z.nullable(z.int()),
  results: z.array(staffInquirySchema),
});
export type StaffInquiriesResponse = z.infer<typeof staffInquiriesResponseSchema>;

/* ---------- The day's sessions ---------- */

/** `?date=yyyy-MM-dd`; without it the server takes today in India by its clock. */
export const staffSessionsQuerySchema = z.object({ date: z.optional(isoDateSchema) });

/** One confirmed session as staff prepare the day: when (IST), what, who, how it was paid, where to meet. */
export const staffSessionSchema = z.object({
  booking_id: z.int(),
  /** Indian time, 'HH:mm'. */
  start_time: z.string(),
  end_time: z.string(),
  service_title: z.string(),
  client_name: z.string(),
  email: z.string(),
  mode: z.string(),
  payment_method: z.enum(['card', 'credits']),
  meeting_link: z.nullable(z.string()),
});
export type StaffSession = z.infer<typeof staffSessionSchema>;

/** The day's confirmed sessions in start order. */
export const staffSessionsResponseSchema = z.object({
  date: z.string(),
  sessions: z.array(staffSessionSchema),
});
export type StaffSessionsResponse = z.infer<typeof staffSessionsResponseSchema>;

/* ---------- Refund requests ---------- */

/**
 * A payment whose money is to go back: taken for nothing (a slot lost while paying) or asked back (a cancelled card
 * booking). `refunded_at` is set once staff paid it back.
 */
export const staffRefundSchema = z.object({
  payment_id: z.int(),
  txnid: z.string(),
  client_name: z.string(),
  email: z.string(),
  /** Rupees, as charged. */
  amount: z.number(),
  /** What was paid for (the payment's product line). */
  item: z.string(),
  /** Why the money is due: the payment's note, or that the client asked. */
  reason: z.string(),
  paid_at: z.nullable(z.string()),
  requested_at: z.string(),
  refunded_at: z.nullable(z.string()),
  /** The staff member who marked it refunded (their name). */
  refunded_by: z.nullable(z.string()),
});
export type StaffRefund = z.infer<typeof staffRefundSchema>;

/** Waiting ones first (oldest request first), then refunded ones (latest first). */
export const staffRefundsResponseSchema = z.array(staffRefundSchema);

export const staffRefundParamsSchema = z.object({ paymentId: idSchema });

/* ---------- Accounting export ---------- */

/** `?from=&to=` (yyyy-MM-dd, IST calendar days, both included). */
export const staffExportQuerySchema = z
  .object({ from: isoDateSchema, to: isoDateSchema })
  .check(z.refine((range) => range.from <= range.to, { message: staffCopy.errors.badRange, path: ['to'] }));
export type StaffExportQuery = z.infer<typeof staffExportQuerySchema>;

/** The accounting CSV's text (RFC 4180, CRLF; the server sends it with a byte-order mark). */
export const staffPaymentsCsvSchema = z.string();
