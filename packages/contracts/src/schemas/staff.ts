import * as z from 'zod/mini';
import { staffCopy } from '../copy/staff';
import { COUPON_CODE_PATTERN, normaliseCouponCode, ORDER_KINDS } from '../rules/coupons';
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

/* ---------- Coupons ---------- */

/** A coupon as staff review it: its terms, its limits and how many orders use it. */
export const staffCouponSchema = z.object({
  code: z.string(),
  percent_off: z.int(),
  /** Memberships, session bookings or both. */
  applies_to: z.array(z.enum(ORDER_KINDS)),
  /** The last day (IST) it can be used; null: no end. */
  expires_on: z.nullable(z.string()),
  /** Orders it may be used for in all; null: no limit. */
  max_redemptions: z.nullable(z.int()),
  /** Orders one person may use it for; null: no limit. */
  max_per_person: z.nullable(z.int()),
  /** Paid orders that used it. */
  redeemed: z.int(),
  /** Unpaid orders holding a use of it right now (they count against the limits until their hold ends). */
  reserved: z.int(),
  /** False while paused: refused as an unknown code. */
  active: z.boolean(),
  description: z.string(),
  created_at: z.string(),
});
export type StaffCoupon = z.infer<typeof staffCouponSchema>;

/** Active ones first, then paused ones; newest first within each. */
export const staffCouponsResponseSchema = z.array(staffCouponSchema);

const optionalLimit = z.nullish(
  z
    .int()
    .check(
      z.gte(1, { message: staffCopy.coupons.errors.limit }),
      z.lte(1_000_000, { message: staffCopy.coupons.errors.limit }),
    ),
);

/**
 * A new coupon. The code is upper-cased like the one people type and must be new (409 otherwise); `expires_on` must
 * not be a past day (the server checks it by its clock). A per-person limit above the total one is refused.
 */
export const staffCouponCreateRequestSchema = z
  .object({
    code: z
      .pipe(
        z.string().check(z.maxLength(40)),
        z.transform((value) => normaliseCouponCode(value) ?? ''),
      )
      .check(z.refine((code) => COUPON_CODE_PATTERN.test(code), { message: staffCopy.coupons.errors.code })),
    percent_off: z
      .int()
      .check(
        z.gte(1, { message: staffCopy.coupons.errors.percent }),
        z.lte(90, { message: staffCopy.coupons.errors.percent }),
      ),
    applies_to: z
      .array(z.enum(ORDER_KINDS))
      .check(z.minLength(1, { message: staffCopy.coupons.errors.appliesTo }), z.maxLength(ORDER_KINDS.length)),
    expires_on: z.nullish(isoDateSchema),
    max_redemptions: optionalLimit,
    max_per_person: optionalLimit,
    description: z.optional(z.string().check(z.maxLength(200, { message: staffCopy.coupons.errors.description }))),
  })
  .check(
    z.refine(
      (body) =>
        body.max_redemptions == null || body.max_per_person == null || body.max_per_person <= body.max_redemptions,
      { message: staffCopy.coupons.errors.perPersonAboveTotal, path: ['max_per_person'] },
    ),
  );
export type StaffCouponCreate = z.input<typeof staffCouponCreateRequestSchema>;

/** Pause (false) or resume (true) a coupon. */
export const staffCouponUpdateRequestSchema = z.object({ active: z.boolean() });
export type StaffCouponUpdate = z.infer<typeof staffCouponUpdateRequestSchema>;

export const staffCouponParamsSchema = z.object({
  code: z.string().check(z.regex(COUPON_CODE_PATTERN)),
});
