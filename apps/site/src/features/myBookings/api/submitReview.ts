import { useMutation } from '@tanstack/react-query';
import { endpoints, type TestimonialReviewRequest } from '@sukoon/contracts';
import { callApi } from '../../../lib/callApi';
import { wordedCall } from '../../../lib/failureMessage';
import type { MutationConfig } from '../../../lib/mutationConfig';
import { submitReviewFailure } from '../feedback';

/** POST /api/testimonials/review/ (bearer): feedback on one session, stored unapproved (B7). */
export function submitReview(review: TestimonialReviewRequest) {
  return callApi(endpoints.submitTestimonial, { json: review });
}

/** Rejects with B8's {reason} (submitReviewFailure). */
export const submitReviewMutationOptions = () => ({ mutationFn: wordedCall(submitReview, submitReviewFailure) });

export function useSubmitReview(config: MutationConfig<typeof submitReview> = {}) {
  return useMutation({ ...submitReviewMutationOptions(), ...config });
}
