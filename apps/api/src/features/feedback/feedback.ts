import type { TestimonialReviewPayload } from '@sukoon/contracts';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db';
import { httpError } from '../../http/errors';
import { isUniqueViolation } from '../accounts/users';
import { isBookingCompleted } from '../bookings/slots';
import { bookings, type BookingRow } from '../bookings/schema';
import { services } from '../catalogue/schema';
import { testimonials, type TestimonialRow } from './schema';
import { FEEDBACK_MESSAGES } from '@sukoon/contracts/copy/bookings';

/** Why the caller cannot give feedback for this booking at `now`, or null when they can. */
export function feedbackProblem(booking: BookingRow | undefined, userId: number, now: Date): string | null {
  // Someone else's booking answers as a missing one: its existence is not the caller's business.
  if (!booking || booking.userId !== userId) return FEEDBACK_MESSAGES.bookingNotFound;
  if (booking.status !== 'confirmed') return FEEDBACK_MESSAGES.notPaid;
  if (!isBookingCompleted(booking, now)) return FEEDBACK_MESSAGES.notEnded;
  if (booking.feedbackStatus === 'submitted') return FEEDBACK_MESSAGES.alreadyGiven;
  return null;
}

const statusOf = (message: string) => (message === FEEDBACK_MESSAGES.bookingNotFound ? 404 : 409);

/**
 * The booking a review is about: the one named by booking_id, or (a payload without it, as spec 02 section 3 has
 * it) the caller's earliest paid, ended session of that service still waiting for feedback. Refusals throw the 4xx.
 */
async function bookingOfReview(db: Db, userId: number, body: TestimonialReviewPayload, now: Date): Promise<BookingRow> {
  if (body.booking_id !== undefined) {
    const [booking] = await db.select().from(bookings).where(eq(bookings.id, body.booking_id));
    const problem = feedbackProblem(booking, userId, now);
    if (problem) throw httpError(statusOf(problem), problem);
    return booking!;
  }
  const candidates = await db
    .select()
    .from(bookings)
    .where(
      and(
        eq(bookings.userId, userId),
        eq(bookings.serviceId, body.service),
        eq(bookings.status, 'confirmed'),
        eq(bookings.feedbackStatus, 'pending'),
      ),
    )
    .orderBy(asc(bookings.date), asc(bookings.startTime), asc(bookings.id));
  const booking = candidates.find((b) => isBookingCompleted(b, now));
  if (!booking) throw httpError(409, FEEDBACK_MESSAGES.noSession);
  return booking;
}

/**
 * Stores a review, unapproved, tied to the caller's own paid session that has ended, once per booking, and marks the
 * booking's feedback submitted, in one transaction. The name shown with a quote is the account's first name (what the
 * consent box promises), not a name from the body.
 */
export async function submitReview(
  db: Db,
  user: { id: number; firstName: string },
  body: TestimonialReviewPayload,
  now: Date,
): Promise<{ testimonial: TestimonialRow; booking: BookingRow }> {
  const booking = await bookingOfReview(db, user.id, body, now);
  const [service] = await db.select({ title: services.title }).from(services).where(eq(services.id, booking.serviceId));
  try {
    return await db.transaction(async (tx) => {
      // Only a pending booking turns submitted: of two submissions at once, one wins and the other is refused.
      const [marked] = await tx
        .update(bookings)
        .set({ feedbackStatus: 'submitted', updatedAt: now })
        .where(and(eq(bookings.id, booking.id), eq(bookings.feedbackStatus, 'pending')))
        .returning();
      if (!marked) throw httpError(409, FEEDBACK_MESSAGES.alreadyGiven);
      const [testimonial] = await tx
        .insert(testimonials)
        .values({
          userId: user.id,
          bookingId: booking.id,
          serviceId: booking.serviceId,
          serviceTitle: service?.title ?? body.service_title,
          rating: body.rating,
          comment: body.comment,
          improve: body.additional_comments,
          wouldRecommend: body.would_recommend,
          consent: body.consent,
          userName: user.firstName.trim() || body.user_name.split(/\s+/)[0] || '',
          role: body.role || 'Client',
          color: body.color,
          icon: body.icon,
          isAdminApproved: false,
          approvedOnMainPage: false,
          createdAt: now,
        })
        .returning();
      if (!testimonial) throw new Error('insert into testimonials returned no row');
      return { testimonial, booking: marked };
    });
  } catch (error) {
    if (isUniqueViolation(error, 'testimonials_booking_key')) throw httpError(409, FEEDBACK_MESSAGES.alreadyGiven);
    throw error;
  }
}

/** A display name for a published quote: the author consented to their first name only. */
export function firstNameOf(userName: string): string {
  return userName.trim().split(/\s+/)[0] ?? '';
}

/**
 * GET /api/testimonials/review/ (spec 02 sections 3 and 7): approved testimonials only (approval needs the author's
 * consent, which the table's check enforces), newest first, the same words from the same person once, shown with the
 * author's first name; `approved_on_main_page` marks the home page's ones.
 */
export async function publishedTestimonials(db: Db) {
  const rows = await db
    .select()
    .from(testimonials)
    .where(and(eq(testimonials.isAdminApproved, true), eq(testimonials.consent, true)))
    .orderBy(desc(testimonials.createdAt), desc(testimonials.id));
  const seen = new Set<string>();
  return rows.flatMap((row) => {
    const name = firstNameOf(row.userName);
    const key = `${name.toLowerCase()}\u0001${row.comment.trim().toLowerCase()}`;
    if (seen.has(key)) return [];
    seen.add(key);
    return [
      {
        id: row.id,
        user_name: name,
        role: row.role,
        comment: row.comment,
        rating: row.rating,
        created_at: row.createdAt.toISOString(),
        icon: row.icon || 'star',
        color: row.color || '#4F46E5',
        service: row.serviceId,
        is_admin_approved: true,
        approved_on_main_page: row.approvedOnMainPage,
      },
    ];
  });
}
