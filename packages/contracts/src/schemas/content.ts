import { z } from 'zod';
import { emailSchema, idSchema, messageBodySchema } from './common';

/* ---------- Certificates (A3) ---------- */

export const CERTIFICATE_ICONS = [
  'Award',
  'Brain',
  'Heart',
  'Sparkles',
  'Orbit',
  'UserCircle',
  'HeartHandshake',
  'Eye',
  'MessageCircle',
  'BadgeHelp',
  'Laugh',
  'UserCheck',
  'GraduationCap',
  'Lightbulb',
] as const;
export type CertificateIcon = (typeof CERTIFICATE_ICONS)[number];

export const certificateSchema = z.object({
  id: z.number().int(),
  title: z.string().min(1),
  icon: z.enum(CERTIFICATE_ICONS),
  iconColor: z.string(),
});
export type Certificate = z.infer<typeof certificateSchema>;
export const certificatesResponseSchema = z.array(certificateSchema);

/* ---------- Testimonials (B3) ---------- */

/** A testimonial as read; every field may be missing (defaults applied by normaliseTestimonials). */
export const rawTestimonialSchema = z.looseObject({
  id: z.union([z.number(), z.string()]).nullish(),
  user_name: z.string().nullish(),
  role: z.string().nullish(),
  comment: z.string().nullish(),
  rating: z.coerce.number().nullish(),
  created_at: z.string().nullish(),
  icon: z.string().nullish(),
  color: z.string().nullish(),
  service: z.union([z.number(), z.string()]).nullish(),
  is_admin_approved: z.boolean().nullish(),
  approved_on_main_page: z.boolean().nullish(),
});
export type RawTestimonial = z.infer<typeof rawTestimonialSchema>;
export const testimonialsResponseSchema = z.array(rawTestimonialSchema);

export interface Testimonial {
  id: number | string;
  user_name: string;
  role: string;
  comment: string;
  rating: number;
  created_at: string | null;
  icon: string;
  color: string;
  service: number | string | null;
  is_admin_approved: boolean;
  approved_on_main_page: boolean;
}

/** B3 defaults. */
export const TESTIMONIAL_DEFAULTS = {
  user_name: 'Unknown',
  role: 'Client',
  comment: 'No comment provided',
  rating: 5,
  icon: 'star',
  color: '#4F46E5',
} as const;

function text(value: string | null | undefined, fallback: string): string {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : fallback;
}

/**
 * Applies the B3 defaults and drops duplicates (same name, comment and created_at; the first is kept).
 * A rating outside 1..5 or not a number falls back to 5; fractions are rounded. A missing id becomes
 * the item's position, so lists stay keyable.
 */
export function normaliseTestimonials(list: readonly RawTestimonial[]): Testimonial[] {
  const seen = new Set<string>();
  const out: Testimonial[] = [];
  list.forEach((raw, index) => {
    const rating = typeof raw.rating === 'number' && Number.isFinite(raw.rating) ? Math.round(raw.rating) : NaN;
    const t: Testimonial = {
      id: raw.id ?? index,
      user_name: text(raw.user_name, TESTIMONIAL_DEFAULTS.user_name),
      role: text(raw.role, TESTIMONIAL_DEFAULTS.role),
      comment: text(raw.comment, TESTIMONIAL_DEFAULTS.comment),
      rating: rating >= 1 && rating <= 5 ? rating : TESTIMONIAL_DEFAULTS.rating,
      created_at: raw.created_at ?? null,
      icon: text(raw.icon, TESTIMONIAL_DEFAULTS.icon),
      color: text(raw.color, TESTIMONIAL_DEFAULTS.color),
      service: raw.service ?? null,
      is_admin_approved: raw.is_admin_approved === true,
      approved_on_main_page: raw.approved_on_main_page === true,
    };
    const key = JSON.stringify([t.user_name, t.comment, t.created_at]);
    if (seen.has(key)) return;
    seen.add(key);
    out.push(t);
  });
  return out;
}

/** A7: the home page keeps those with both approvals, first 4 only. */
export const HOME_TESTIMONIAL_CAP = 4;
export function homeTestimonials(list: readonly Testimonial[]): Testimonial[] {
  return list.filter((t) => t.is_admin_approved && t.approved_on_main_page).slice(0, HOME_TESTIMONIAL_CAP);
}

/** B3 review payload. Submitted unapproved: the server rejects approval flags set to true (B6). */
export const testimonialReviewRequestSchema = z.object({
  service: idSchema,
  comment: z.string().trim().max(2000).default(''),
  rating: z.coerce
    .number({ message: 'Please provide a rating' })
    .int({ message: 'Please provide a rating' })
    .min(1, { message: 'Please provide a rating' })
    .max(5, { message: 'Please provide a rating' }),
  additional_comments: z.string().trim().max(2000).default(''),
  would_recommend: z.boolean().default(true),
  user_name: z.string().trim().max(200).default(''),
  role: z.string().trim().max(100).default(''),
  color: z.string().trim().max(32).default(''),
  icon: z.string().trim().max(32).default(''),
  is_admin_approved: z.literal(false),
  approved_on_main_page: z.literal(false),
  service_title: z.string().trim().max(300).default(''),
  /**
   * Issue 9: the booking this feedback is about (the caller's own paid session that has ended; once per booking).
   * `comment` ("what was liked") is the public quote; `additional_comments` ("what to improve") is for staff only.
   */
  booking_id: idSchema.optional(),
  /** Issue 9: "You may publish my words with my first name", unticked by default; without it the words are never shown. */
  consent: z.boolean().default(false),
});
export type TestimonialReviewRequest = z.input<typeof testimonialReviewRequestSchema>;
export type TestimonialReviewPayload = z.output<typeof testimonialReviewRequestSchema>;
export const testimonialReviewResponseSchema = messageBodySchema;

/* ---------- Media and gallery (B3) ---------- */

export const mediaItemSchema = z.object({ src: z.string().min(1), link: z.string() });
export type MediaItem = z.infer<typeof mediaItemSchema>;
export const mediaGalleryResponseSchema = z.array(mediaItemSchema);

/* ---------- Contact (B3, B5) ---------- */

export const contactRequestSchema = z.object({
  name: z.string().trim().min(1, { message: 'Name is required' }).max(200),
  email: z.string().trim().min(1, { message: 'Email is required', abort: true }).pipe(emailSchema),
  message: z
    .string()
    .trim()
    .min(1, { message: 'Message is required', abort: true })
    .min(10, { message: 'Message must be at least 10 characters long' })
    .max(5000),
});
export type ContactRequest = z.input<typeof contactRequestSchema>;
export const contactResponseSchema = messageBodySchema;
