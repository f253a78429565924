import type { TestimonialReviewPayload } from '@sukoon/contracts';
import type { AppContext } from '../../context';
import type { AuthUser } from '../accounts/auth';
import { FEEDBACK_MESSAGES } from '@sukoon/contracts/copy/bookings';
import { submitReview } from './feedback';

/** The feedback call of spec 02 section 7 (POST /api/testimonials/review/), without HTTP. */
export function createFeedbackService(ctx: Pick<AppContext, 'db' | 'now'>) {
  const { db, now } = ctx;
  return {
    async review(user: AuthUser, body: TestimonialReviewPayload) {
      const { testimonial, booking } = await submitReview(db, user, body, new Date(now()));
      return {
        success: true,
        message: FEEDBACK_MESSAGES.thanks,
        id: testimonial.id,
        booking_id: booking.id,
        feedback_status: 'submitted',
        is_admin_approved: false,
        consent: testimonial.consent,
      };
    },
  };
}
