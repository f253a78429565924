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
