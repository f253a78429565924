import * as z from 'zod/mini';
import {
  clockTimeSchema,
  durationSchema,
  idSchema,
  isoDateSchema,
  messageBodySchema,
  moneySchema,
  timeWithSecondsSchema,
} from './common';
import { optionalCouponCodeSchema } from '../rules/coupons';
import { optionalGstinSchema } from '../rules/gstin';
import { PAYMENT_METHODS } from '../rules/memberships';
import {
  normaliseFeedbackStatus,
  normalisePaymentStatus,
  type FeedbackStatus,
  type PaymentStatus,
} from '../rules/status';
import { indianDate } from '../rules/zone';

/* ---------- Catalogue (B3) ---------- */

export const subcategorySchema = z.object({
  id: z.int(),
  title: z.string().check(z.minLength(1)),
  /** Display text such as "INR 5,000 per session per module" or "Contact for pricing". */
  price: z.string(),
  /** HH:MM:SS: 01:00:00, or 00:30:00 for the student card. */
  session_duration: durationSchema,
  /** Bullets; lines beginning with "Note:" are shown bold. */
  description: z.array(z.string()),
  src: z.optional(z.string()),
  backgroundImage: z.optional(z.string()),
  link: z.optional(z.string()),
  isContactService: z.optional(z.boolean()),
});
export type Subcategory = z.infer<typeof subcategorySchema>;

export const categorySchema = z.object({
  id: z.int(),
  name: z.string().check(z.minLength(1)),
  subcategories: z.array(subcategorySchema),
});
export type Category = z.infer<typeof categorySchema>;

export const categoriesResponseSchema = z.object({
  success: z.boolean(),
  categories: z.array(categorySchema),
});
export type CategoriesResponse = z.infer<typeof categoriesResponseSchema>;

/* ---------- Booked sessions and booking (B3, B7) ---------- */

export const bookedSessionRefSchema = z.object({
  date: isoDateSchema,
  /** "HH:mm:ss" from the server; "HH:mm" tolerated. Only the HH:mm part is compared with slots. */
  start_time: clockTimeSchema,
  /**
   * Added (issue "No dead ends"): true only on the caller's own unpaid hold that still stands, so the grid offers it
   * as "Held for you" (book-now reuses the hold) instead of a dead "Booked". Absent on everyone else's bookings.
   */
  held_by_you: z.optional(z.boolean()),
});
export type BookedSessionRef = z.infer<typeof bookedSessionRefSchema>;

export const bookedSessionsResponseSchema = z.object({ booked_sessions: z.array(bookedSessionRefSchema) });
export type BookedSessionsResponse = z.infer<typeof bookedSessionsResponseSchema>;

/**
 * B7 book-now payload. session_duration 60 (30 for the student card), buffer_time 15. Ours beside the spec:
 * `payment_method` "credits" pays with the signed-in person's membership credits (ceil(price / 5000)) and confirms the
 * booking at once; "card" (the default) holds the slot for the card payment. The GST number must be a valid GSTIN; a
 * coupon is applied (the answer shows the discount) or refused with a 4xx. `counsellor_id` (ours, optional) books that
 * counsellor; without it the server assigns the first available one.
 */
export const bookNowRequestSchema = z
  .object({
    sub_category_id: idSchema,
    date: isoDateSchema,
    start_time: timeWithSecondsSchema,
    end_time: timeWithSecondsSchema,
    session_duration: z._default(z.union([z.literal(60), z.literal(30)]), 60),
    buffer_time: z._default(z.literal(15), 15),
    gst_number: optionalGstinSchema,
    coupon_code: optionalCouponCodeSchema,
    payment_method: z._default(z.enum(PAYMENT_METHODS), 'card'),
    /** Ours: the counsellor the client chose; absent or null, the first available one takes the session. */
    counsellor_id: z.nullish(idSchema),
  })
  .check(
    z.refine((v) => v.end_time > v.start_time, { message: 'End time must be after start time', path: ['end_time'] }),
  );
export type BookNowRequest = z.input<typeof bookNowRequestSchema>;

export type BookNowPayload = z.output<typeof bookNowRequestSchema>;

export const bookedSessionSchema = z.object({
  id: z.int(),
  date: isoDateSchema,
  start_time: clockTimeSchema,
  end_time: clockTimeSchema,
  /** Number or decimal string ("5000.00"); the site falls back to the service's price text when absent. */
  final_price: z.nullish(moneySchema),
  /** "held" (waiting for the card payment) or "confirmed" (paid with credits). */
  status: z.optional(z.string()),
  /** Pending until paid; success for a booking paid with credits. */
  payment_status: z.optional(z.string()),
  /** The meeting link of a confirmed booking. */
  meeting_link: z.nullish(z.string()),
});
export type BookedSession = z.infer<typeof bookedSessionSchema>;

/**
 * B5: the booking id must come from booked_session.id. Added by this server, when they apply: how it is paid, the credits
 * taken and left, and a coupon's visible discount (list price, discount, the code; `message` says it in words).
 */
export const bookNowResponseSchema = z.extend(messageBodySchema, {
  booked_session: bookedSessionSchema,
  payment_method: z.optional(z.enum(PAYMENT_METHODS)),
  credits_used: z.optional(z.number()),
  credits_remaining: z.optional(z.number()),
  original_price: z.optional(moneySchema),
  discount: z.optional(moneySchema),
  coupon_code: z.optional(z.string()),
});
export type BookNowResponse = z.infer<typeof bookNowResponseSchema>;

/* ---------- My Bookings (B3 "Booking (normalised from varied field names)") ---------- */

const named = z.looseObject({
  id: z.optional(z.union([z.number(), z.string()])),
  name: z.optional(z.string()),
  title: z.optional(z.string()),
});

/** A booking as servers send it: many optional field-name variants, extra keys kept. */
export const rawBookingSchema = z.looseObject({
  id: z.union([z.number(), z.string()]),
  sub_name: z.nullish(z.string()),
  service_name: z.nullish(z.string()),
  service_title: z.nullish(z.string()),
  sub_category: z.nullish(z.union([z.number(), z.string(), named])),
  service: z.nullish(z.union([z.number(), z.string(), named])),
  date: z.nullish(z.string()),
  booking_date: z.nullish(z.string()),
  start_date: z.nullish(z.string()),
  created_at: z.nullish(z.string()),
  time: z.nullish(z.string()),
  start_time: z.nullish(z.string()),
  booking_time: z.nullish(z.string()),
  mode: z.nullish(z.string()),
  meeting_type: z.nullish(z.string()),
  session_type: z.nullish(z.string()),
  payment_status: z.nullish(z.string()),
  feedback_status: z.nullish(z.string()),
  price: z.nullish(moneySchema),
  amount: z.nullish(moneySchema),
  final_price: z.nullish(moneySchema),
  service_id: z.nullish(z.union([z.number(), z.string()])),
  sub_category_id: z.nullish(z.union([z.number(), z.string()])),
  meeting_link: z.nullish(z.string()),
  zoom_link: z.nullish(z.string()),
  link: z.nullish(z.string()),
  /** Added by this server: "card" or "credits", and the credits a credit booking took. */
  payment_method: z.nullish(z.string()),
  credits_used: z.nullish(z.number()),
  /** Added by this server: the session ended (start + 1 hour) by the server's clock. */
  session_completed: z.nullish(z.boolean()),
  /** Added by this server: Submit Feedback applies: completed, paid, feedback pending. */
  can_submit_feedback: z.nullish(z.boolean()),
  /** Added by this server: held, confirmed or cancelled. */
  status: z.nullish(z.string()),
  /** Added by this server: when an unpaid hold lapses (ISO 8601), null once confirmed. */
  hold_expires_at: z.nullish(z.string()),
  /** Added by this server: the cut-off setting in hours, and the last instant (ISO 8601) a change is accepted. */
  change_cutoff_hours: z.nullish(z.number()),
  changes_close_at: z.nullish(z.string()),
  /** Added by this server: a cancelled booking's moment, its card refund's state and the credits it gave back. */
  cancelled_at: z.nullish(z.string()),
  refund_status: z.nullish(z.string()),
  credits_returned: z.nullish(z.number()),
});
export type RawBooking = z.infer<typeof rawBookingSchema>;

/** B7: "array of bookings". */
export const bookingDetailsResponseSchema = z.array(rawBookingSchema);

/** Moves a confirmed session of the signed-in person to another free slot of the same service. */
export const rescheduleBookingRequestSchema = z.object({
  date: isoDateSchema,
  start_time: timeWithSecondsSchema,
});
export type RescheduleBookingRequest = z.infer<typeof rescheduleBookingRequestSchema>;

/** The answer to a reschedule or a cancellation: the booking as My Bookings reads it now. */
export const bookingChangeResponseSchema = z.looseObject({
  success: z.literal(true),
  message: z.string(),
  booking: rawBookingSchema,
  /** A cancelled credit booking: the credits given back and the balance after. */
  credits_returned: z.optional(z.int().check(z.positive())),
  credits_remaining: z.optional(z.int().check(z.nonnegative())),
  /** A cancelled card booking: a refund is requested from staff. */
  refund_requested: z.optional(z.boolean()),
});
export type BookingChangeResponse = z.infer<typeof bookingChangeResponseSchema>;

export interface Booking {
  id: number | string;
  title: string;
  /** 'yyyy-MM-dd' when recognisable (timestamps become their Indian calendar date), else the raw text. */
  date: string;
  /** As sent: '14:15', '14:15:00' or '2:15 PM'. */
  time: string;
  mode: string;
  payment_status: PaymentStatus;
  feedback_status: FeedbackStatus | null;
  price: number | null;
  serviceId: number | string | null;
  link: string | null;
  /** Held, confirmed or cancelled, when the server says (null for servers that do not). */
  status: BookingStatus | null;
  /** The last instant (ISO 8601) the session can be rescheduled or cancelled; null: no changes offered. */
  changesCloseAt: string | null;
  /** The server's cut-off setting in hours, shown to the client before they confirm. */
  changeCutoffHours: number | null;
  /** Set on a cancelled booking. */
  cancellation: BookingCancellation | null;
  /** Added by this server: how the session was paid, so a cancellation can say what comes back; null when unknown. */
  paymentMethod: 'card' | 'credits' | null;
  /** Added by this server: the credits a credit booking took. */
  creditsUsed: number | null;
  /** Added by this server: a held (unpaid) booking's end of hold (ISO 8601); absent or null otherwise. */
  holdExpiresAt?: string | null;
}

export const BOOKING_STATUSES = ['held', 'confirmed', 'cancelled'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/** What became of a cancelled session's payment: a card refund requested or paid back, or the credits returned. */
export interface BookingCancellation {
  /** ISO 8601. */
  at: string | null;
  refund: 'requested' | 'refunded' | null;
  creditsReturned: number | null;
}

/** The title used when no field names the service. */
export const UNTITLED_BOOKING = 'Session';

/** Normalises one raw booking (B3), trying each field-name variant in the spec's order. */
export function normaliseBooking(raw: RawBooking): Booking {
  const subCategory = typeof raw.sub_category === 'object' ? raw.sub_category : null;
  const service = typeof raw.service === 'object' ? raw.service : null;
  const title =
    firstText(
      raw.sub_name,
      raw.service_name,
      raw.service_title,
      subCategory?.name,
      subCategory?.title,
      service?.title,
      service?.name,
    ) ?? UNTITLED_BOOKING;
  return {
    id: raw.id,
    title,
    date: normaliseDate(firstText(raw.date, raw.booking_date, raw.start_date, raw.created_at) ?? ''),
    time: firstText(raw.time, raw.start_time, raw.booking_time) ?? '',
    mode: firstText(raw.mode, raw.meeting_type, raw.session_type) ?? 'online',
    payment_status: normalisePaymentStatus(raw.payment_status),
    feedback_status: normaliseFeedbackStatus(raw.feedback_status),
    price: firstNumber(raw.price, raw.amount, raw.final_price),
    serviceId: firstId(
      raw.service_id,
      raw.sub_category_id,
      typeof raw.sub_category === 'object' ? raw.sub_category?.id : raw.sub_category,
      typeof raw.service === 'object' ? raw.service?.id : raw.service,
    ),
    link: firstText(raw.meeting_link, raw.zoom_link, raw.link) ?? null,
    status: oneOf(BOOKING_STATUSES, raw.status),
    changesCloseAt: firstText(raw.changes_close_at) ?? null,
    changeCutoffHours: typeof raw.change_cutoff_hours === 'number' ? raw.change_cutoff_hours : null,
    cancellation:
      oneOf(BOOKING_STATUSES, raw.status) === 'cancelled'
        ? {
            at: firstText(raw.cancelled_at) ?? null,
            refund: oneOf(['requested', 'refunded'] as const, raw.refund_status),
            creditsReturned: typeof raw.credits_returned === 'number' ? raw.credits_returned : null,
          }
        : null,
    paymentMethod: oneOf(['card', 'credits'] as const, raw.payment_method),
    creditsUsed: typeof raw.credits_used === 'number' ? raw.credits_used : null,
    ...(oneOf(BOOKING_STATUSES, raw.status) === 'held'
      ? { holdExpiresAt: firstText(raw.hold_expires_at) ?? null }
      : {}),
  };
}

function oneOf<T extends string>(values: readonly T[], value: string | null | undefined): T | null {
  const v = value?.trim().toLowerCase();
  return values.find((candidate) => candidate === v) ?? null;
}

function firstText(...values: (string | null | undefined)[]): string | undefined {
  return values.find((v): v is string => typeof v === 'string' && v.trim() !== '')?.trim();
}

function firstNumber(...values: (number | string | null | undefined)[]): number | null {
  for (const v of values) {
    if (v === null || v === undefined || v === '') continue;
    const n = typeof v === 'number' ? v : Number(v.replace(/,/g, '').trim());
    if (Number.isFinite(n)) return n;
  }
  return null;
}

function firstId(...values: (number | string | null | undefined)[]): number | string | null {
  return values.find((v): v is number | string => v !== null && v !== undefined && v !== '') ?? null;
}

/** 'yyyy-MM-dd' kept; a timestamp becomes its calendar date in India; anything else is kept as sent. */
function normaliseDate(text: string): string {
  if (/^\d{4}-\d{2}-\d{2}$/.test(text)) return text;
  if (/^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}/.test(text)) {
    // A timestamp without a zone is already local Indian time: its date part is the answer.
    if (!/(Z|[+-]\d{2}:?\d{2})$/.test(text)) return text.slice(0, 10);
    const instant = new Date(text);
    if (!Number.isNaN(instant.getTime())) return indianDate(instant);
  }
  return text;
}
