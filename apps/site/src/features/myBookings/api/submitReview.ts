import { useMutation } from '@tanstack/react-query';
import { endpoints, type TestimonialReviewRequest } from '@sukoon/contracts';
import { callApi } from '../../../lib/callApi';
import type { MutationConfig } from '../../../lib/mutationConfig';

/** POST /api/testimonials/review/ (bearer): feedback on one session, stored unapproved (B7). */
export function submitReview(review: TestimonialReviewRequest) {
  return callApi(endpoints.submitTestimonial, { json: review });
}

export const submitReviewMutationOptions = () => ({ mutationFn: submitReview });

export function useSubmitReview(config: MutationConfig<typeof submitReview> = {}) {
  return useMutation({ ...submitReviewMutationOptions(), ...config });
}
