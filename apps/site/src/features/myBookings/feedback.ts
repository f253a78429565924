import { type Booking, type TestimonialReviewRequest, type User } from '@sukoon/contracts';
import { bookingsCopy } from '@sukoon/contracts/copy/bookings';
import type { FeedbackFormValues } from '@sukoon/ui/patterns/FeedbackSteps';
import type { FailureWording } from '../../lib/failureMessage';

/** The review a submitted feedback sends (B3 "Testimonial review payload", plus the booking and the consent to publish that we add). */
export function reviewPayload(
  booking: Booking,
  values: FeedbackFormValues,
  user: User | undefined,
): TestimonialReviewRequest {
  const name = [user?.first_name, user?.last_name].filter(Boolean).join(' ') || user?.name || '';
  return {
    service: Number(booking.serviceId),
    comment: values.comment,
    rating: values.rating,
    additional_comments: values.additional_comments,
    would_recommend: values.would_recommend,
    user_name: name,
    role: 'Client',
    color: '#4F46E5',
    icon: 'star',
    is_admin_approved: false,
    approved_on_main_page: false,
    service_title: booking.title,
    booking_id: Number(booking.id),
    consent: values.consent,
  };
}

/** B8's {reason} of "Failed to submit feedback: {reason}": the server's words, or "Validation errors: field: message". */
export const submitReviewFailure: FailureWording = { fieldErrors: bookingsCopy.feedback.validation };

/** B4: after a submitted feedback the booking counts as submitted (and is cached so). */
export function markFeedbackSubmitted(bookings: readonly Booking[], id: Booking['id']): Booking[] {
  return bookings.map((booking) => (booking.id === id ? { ...booking, feedback_status: 'submitted' } : booking));
}
