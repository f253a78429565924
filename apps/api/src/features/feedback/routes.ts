import {
  endpoints,
  testimonialReviewRequestSchema,
  testimonialReviewResponseSchema,
  testimonialsResponseSchema,
} from '@sukoon/contracts';
import type { Feature, FeatureRoutes } from '../../context';
import { currentUser, requireUser } from '../accounts/auth';
import { publishedTestimonials } from './feedback';
import { createFeedbackService } from './service';

/**
 * POST /api/testimonials/review/: feedback on the caller's own paid session that has ended, once per booking.
 * GET /api/testimonials/review/: the approved testimonials, for /testimonials and the home page.
 */
export const routes: FeatureRoutes = async (app, ctx) => {
  const service = createFeedbackService(ctx);
  app.get(endpoints.testimonials.path, { schema: { response: { 200: testimonialsResponseSchema } } }, async () =>
    publishedTestimonials(ctx.db),
  );
  app.post(
    endpoints.submitTestimonial.path,
    {
      preValidation: [ctx.limiter.hook('feedback.person'), requireUser(ctx)],
      schema: { body: testimonialReviewRequestSchema, response: { 201: testimonialReviewResponseSchema } },
    },
    async (request, reply) => reply.code(201).send(await service.review(currentUser(request).user, request.body)),
  );
};

/** /testimonials is rendered at request time with the approved testimonials, the answer of its GET above. */
export const pageAnswers: NonNullable<Feature['pageAnswers']> = (ctx) => ({
  '/testimonials': () => publishedTestimonials(ctx.db),
});
