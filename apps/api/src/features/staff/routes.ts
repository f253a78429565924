import {
  endpoints,
  routeOf,
  staffCouponCreateRequestSchema,
  staffCouponParamsSchema,
  staffCouponSchema,
  staffCouponsResponseSchema,
  staffCouponUpdateRequestSchema,
  staffExportQuerySchema,
  staffRefundParamsSchema,
  staffRefundSchema,
  staffRefundsResponseSchema,
  staffSessionsQuerySchema,
  staffSessionsResponseSchema,
  staffInquiriesQuerySchema,
  staffInquiriesResponseSchema,
  staffTestimonialParamsSchema,
  staffTestimonialsResponseSchema,
  staffTestimonialUpdateRequestSchema,
  staffTestimonialUpdateResponseSchema,
} from '@sukoon/contracts';
import type { FeatureRoutes } from '../../context';
import { currentUser } from '../accounts/auth';
import { requireStaff } from './guard';
import { createStaffService } from './service';

/**
 * The staff area's calls (ours; the spec shows no admin behaviour): GET /api/staff/testimonials/,
 * PATCH /api/staff/testimonials/:id/, GET /api/staff/inquiries/, GET /api/staff/sessions/?date=, GET /api/staff/refunds/,
 * PATCH /api/staff/refunds/:paymentId/, GET /api/staff/exports/payments.csv?from=&to=, GET and POST /api/staff/coupons/,
 * PATCH /api/staff/coupons/:code/. 401 for guests, 403 for other
 * accounts; answers to signed-in requests are no-store (http/privateAnswers.ts).
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

  app.get(
    endpoints.staffSessions.path,
    {
      preValidation: staffOnly,
      schema: { querystring: staffSessionsQuerySchema, response: { 200: staffSessionsResponseSchema } },
    },
    async (request) => service.sessions(request.query.date),
  );

  app.get(
    endpoints.staffRefunds.path,
    { preValidation: staffOnly, schema: { response: { 200: staffRefundsResponseSchema } } },
    async () => service.refunds(),
  );

  app.patch(
    routeOf('staffMarkRefunded'),
    { preValidation: staffOnly, schema: { params: staffRefundParamsSchema, response: { 200: staffRefundSchema } } },
    async (request) => service.markRefunded(request.params.paymentId, currentUser(request).user.id),
  );

  app.get(
    endpoints.staffPaymentsCsv.path,
    { preValidation: staffOnly, schema: { querystring: staffExportQuerySchema } },
    async (request, reply) => {
      const { from, to } = request.query;
      reply
        .header('content-disposition', `attachment; filename="sukoon-payments-${from}-to-${to}.csv"`)
        .type('text/csv; charset=utf-8');
      return service.paymentsCsv({ from, to });
    },
  );

  app.get(
    endpoints.staffCoupons.path,
    { preValidation: staffOnly, schema: { response: { 200: staffCouponsResponseSchema } } },
    async () => service.coupons(),
  );

  app.post(
    endpoints.staffCreateCoupon.path,
    {
      preValidation: staffOnly,
      schema: { body: staffCouponCreateRequestSchema, response: { 201: staffCouponSchema } },
    },
    async (request, reply) => reply.code(201).send(await service.createCoupon(request.body)),
  );

  app.patch(
    routeOf('staffUpdateCoupon'),
    {
      preValidation: staffOnly,
      schema: {
        params: staffCouponParamsSchema,
        body: staffCouponUpdateRequestSchema,
        response: { 200: staffCouponSchema },
      },
    },
    async (request) => service.setCouponActive(request.params.code, request.body.active),
  );
};
