import * as z from 'zod/mini';
import { idSchema, messageBodySchema, newEmailSchema } from './common';

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
  id: z.int(),
  title: z.string().check(z.minLength(1)),
  icon: z.enum(CERTIFICATE_ICONS),
  iconColor: z.string(),
});
export type Certificate = z.infer<typeof certificateSchema>;
export const certificatesResponseSchema = z.array(certificateSchema);

/* ---------- Testimonials (B3) ---------- */

/** A testimonial as read; every field may be missing (defaults applied by normaliseTestimonials). */
export const rawTestimonialSchema = z.looseObject({
  id: z.nullish(z.union([z.number(), z.string()])),
  user_name: z.nullish(z.string()),
  role: z.nullish(z.string()),
  comment: z.nullish(z.string()),
  rating: z.nullish(z.coerce.number()),
  created_at: z.nullish(z.string()),
  icon: z.nullish(z.string()),
  color: z.nullish(z.string()),
  service: z.nullish(z.union([z.number(), z.string()])),
  is_admin_approved: z.nullish(z.boolean()),
  approved_on_main_page: z.nullish(z.boolean()),
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

/** B3 review payload. Submitted unapproved: the server rejects approval flags set to true (B6). */
export const testimonialReviewRequestSchema = z.object({
  service: idSchema,
  comment: z._default(z.string().check(z.trim(), z.maxLength(2000)), ''),
  rating: z.coerce
    .number({ message: 'Please provide a rating' })
    .check(
      z.int({ message: 'Please provide a rating' }),
      z.gte(1, { message: 'Please provide a rating' }),
      z.lte(5, { message: 'Please provide a rating' }),
    ),
  additional_comments: z._default(z.string().check(z.trim(), z.maxLength(2000)), ''),
  would_recommend: z._default(z.boolean(), true),
  user_name: z._default(z.string().check(z.trim(), z.maxLength(200)), ''),
  role: z._default(z.string().check(z.trim(), z.maxLength(100)), ''),
  color: z._default(z.string().check(z.trim(), z.maxLength(32)), ''),
  icon: z._default(z.string().check(z.trim(), z.maxLength(32)), ''),
  is_admin_approved: z.literal(false),
  approved_on_main_page: z.literal(false),
  service_title: z._default(z.string().check(z.trim(), z.maxLength(300)), ''),
  /**
   * The booking this feedback is about (the caller's own paid session that has ended; once per booking).
   * `comment` ("what was liked") is the public quote; `additional_comments` ("what to improve") is for staff only.
   */
  booking_id: z.optional(idSchema),
  /** "You may publish my words with my first name", unticked by default; without it the words are never shown. */
  consent: z._default(z.boolean(), false),
});
export type TestimonialReviewRequest = z.input<typeof testimonialReviewRequestSchema>;
export type TestimonialReviewPayload = z.output<typeof testimonialReviewRequestSchema>;
export const testimonialReviewResponseSchema = messageBodySchema;

/* ---------- Media and gallery (B3) ---------- */

export const mediaItemSchema = z.object({ src: z.string().check(z.minLength(1)), link: z.string() });
export type MediaItem = z.infer<typeof mediaItemSchema>;
export const mediaGalleryResponseSchema = z.array(mediaItemSchema);

/* ---------- Contact (B3, B5) ---------- */

export const contactRequestSchema = z.object({
  name: z.string().check(z.trim(), z.minLength(1, { message: 'Name is required' }), z.maxLength(200)),
  email: z.pipe(
    z.string().check(z.trim(), z.minLength(1, { message: 'Email is required', abort: true })),
    newEmailSchema,
  ),
  message: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, { message: 'Message is required', abort: true }),
      z.minLength(10, { message: 'Message must be at least 10 characters long' }),
      z.maxLength(5000),
    ),
});
export type ContactRequest = z.input<typeof contactRequestSchema>;
export const contactResponseSchema = messageBodySchema;
