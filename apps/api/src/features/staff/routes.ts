import {
  endpoints,
  routeOf,
  staffInquiriesQuerySchema,
  staffInquiriesResponseSchema,
  staffTestimonialParamsSchema,
  staffTestimonialsResponseSchema,
  staffTestimonialUpdateRequestSchema,
  staffTestimonialUpdateResponseSchema,
} from '@sukoon/contracts';
import type { FeatureRoutes } from '../../context';
import { requireStaff } from './guard';
import { createStaffService } from './service';

/**
 * The staff area's calls (ours; the spec shows no admin behaviour): GET /api/staff/testimonials/,
 * PATCH /api/staff/testimonials/:id/, GET /api/staff/inquiries/. 401 for guests, 403 for other accounts; answers
 * to signed-in requests are no-store (http/privateAnswers.ts).
 */
export const routes: FeatureRoutes = async (app, ctx) => {
  const service = createStaffService(ctx);
  const staffOnly = requireStaff(ctx);

  app.get(
    endpoints.staffTestimonials.path,
    { preValidation: staffOnly, schema: { response: { 200: staffTestimonialsResponseSchema } } },
    async () => service.testimonials(),
  );

  app.patch(
    routeOf('staffUpdateTestimonial'),
    {
      preValidation: staffOnly,
      schema: {
        params: staffTestimonialParamsSchema,
        body: staffTestimonialUpdateRequestSchema,
        response: { 200: staffTestimonialUpdateResponseSchema },
      },
    },
    async (request) => service.updateTestimonial(request.params.id, request.body),
  );

  app.get(
    endpoints.staffInquiries.path,
    {
      preValidation: staffOnly,
      schema: { querystring: staffInquiriesQuerySchema, response: { 200: staffInquiriesResponseSchema } },
    },
    async (request) => service.inquiries(request.query.page),
  );
};
