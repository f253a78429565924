import { endpoints, type TestimonialReviewRequest } from '@sukoon/contracts';
import { callApi } from '../../../lib/callApi';

/** POST /api/testimonials/review/ (bearer): feedback on one session, stored unapproved (B7, issue 9). */
export function submitReview(review: TestimonialReviewRequest) {
  return callApi(endpoints.submitTestimonial, { json: review });
}
