import {
  bookedSessionsResponseSchema,
  bookingChangeResponseSchema,
  bookingDetailsResponseSchema,
  bookNowRequestSchema,
  bookNowResponseSchema,
  endpoints,
  idSchema,
  rescheduleBookingRequestSchema,
  routeOf,
} from '@sukoon/contracts';
import { z } from 'zod';
import type { FeatureRoutes } from '../../context';
import { currentUser, requireUser } from '../accounts/auth';
import { createBookingsService, type BookingsDeps } from './service';

/** The booked slots, booking and My Bookings calls of spec 02 section 7, and rescheduling and cancelling. */
export function createBookingsRoutes(deps: BookingsDeps): FeatureRoutes {
  return async (app, ctx) => {
    const service = createBookingsService(ctx, deps);
    const authenticated = requireUser(ctx);

    app.get<{ Params: { serviceId: string }; Querystring: { counsellor_id?: number | undefined } }>(
      routeOf('bookedSessions'),
      {
        preValidation: authenticated,
        // Ours beside the spec: ?counsellor_id= lists the slots that counsellor cannot take.
        schema: {
          querystring: z.object({ counsellor_id: z.optional(idSchema) }),
          response: { 200: bookedSessionsResponseSchema },
        },
      },
      async (request, reply) => {
        // Per person (own holds are marked), so no shared cache may keep it.
        reply.header('cache-control', 'private, no-store');
        return service.bookedSessions(request.params.serviceId, currentUser(request).user, request.query.counsellor_id);
      },
    );

    app.post(
      endpoints.bookNow.path,
      {
        preValidation: [ctx.limiter.hook('bookNow.person'), authenticated],
        schema: { body: bookNowRequestSchema, response: { 200: bookNowResponseSchema, 201: bookNowResponseSchema } },
      },
      async (request, reply) => {
        const { created, answer } = await service.bookNow(currentUser(request).user, request.body);
        return reply.code(created ? 201 : 200).send(answer);
      },
    );

    // Rescheduling and cancelling: counted together per person, since each one mails the client.
    const changeLimits = [ctx.limiter.hook('changeBooking.person'), authenticated];
    const params = z.object({ id: idSchema });

    app.post(
      routeOf('rescheduleBooking'),
      {
        preValidation: changeLimits,
        schema: { params, body: rescheduleBookingRequestSchema, response: { 200: bookingChangeResponseSchema } },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return service.rescheduleBooking(currentUser(request).user, request.params.id, request.body);
      },
    );

    app.post(
      routeOf('cancelBooking'),
      { preValidation: changeLimits, schema: { params, response: { 200: bookingChangeResponseSchema } } },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return service.cancelBooking(currentUser(request).user, request.params.id);
      },
    );

    app.get(
      endpoints.bookingDetails.path,
      { preValidation: authenticated, schema: { response: { 200: bookingDetailsResponseSchema } } },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return service.myBookings(currentUser(request).user);
      },
    );
  };
}
