import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../accounts/schema';
import { bookings } from '../bookings/schema';
import { services } from '../catalogue/schema';
import { at, identityId } from '../../db/columns';

/**
 * Feedback and testimonials (spec 02 section 3 "Testimonial review payload"). Stored unapproved. `comment` (what was
 * liked) is the quote that may be published, and only with `consent`; `improve` (what to improve) is for staff and is
 * never published. One per booking (the partial unique index).
 */
export const testimonials = pgTable(
  'testimonials',
  {
    id: identityId(),
    /** The client who gave it; null for the demo testimonials the api seeds (DEMO_TESTIMONIALS). */
    userId: integer('user_id').references(() => users.id),
    bookingId: integer('booking_id').references(() => bookings.id),
    serviceId: integer('service_id').references(() => services.id),
    serviceTitle: text('service_title').notNull().default(''),
    rating: integer('rating').notNull(),
    /** What was liked: the public quote (with consent, after approval). */
    comment: text('comment').notNull().default(''),
    /** What to improve: staff only. */
    improve: text('improve').notNull().default(''),
    wouldRecommend: boolean('would_recommend').notNull(),
    /** "You may publish my words with my first name": without it the words are never shown. */
    consent: boolean('consent').notNull().default(false),
    /** The first name shown with the quote. */
    userName: text('user_name').notNull().default(''),
    role: text('role').notNull().default('Client'),
    color: text('color').notNull().default(''),
    icon: text('icon').notNull().default(''),
    isAdminApproved: boolean('is_admin_approved').notNull().default(false),
    approvedOnMainPage: boolean('approved_on_main_page').notNull().default(false),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('testimonials_booking_key')
      .on(table.bookingId)
      .where(sql`booking_id is not null`),
    index('testimonials_user_id_idx').on(table.userId),
    check('testimonials_rating_check', sql`${table.rating} between 1 and 5`),
    // Approval without consent would publish words their author did not allow.
    check('testimonials_consent_check', sql`${table.consent} or not ${table.isAdminApproved}`),
  ],
);

export type TestimonialRow = typeof testimonials.$inferSelect;
