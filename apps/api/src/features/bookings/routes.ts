import {
  bookNowRequestSchema,
  endpoints,
  idSchema,
  routeOf,
  type BookedSessionsResponse,
  type BookNowResponse,
  type CategoriesResponse,
} from '@sukoon/contracts';
import type { FastifyRequest } from 'fastify';
import type { FeatureRoutes } from '../../context';
import { HttpError } from '../../http/errors';
import { bearerToken, currentUser, requireUser } from '../accounts/auth';
import { hashToken } from '../accounts/sessions';
import { BOOKING_MESSAGES, BookingError, bookedSessionsOf, bookingDetailsOf, bookSlot } from './bookings';
import { findService, listCategories } from './catalogue';

/** Per signed-in person rather than per address: many people share one office or mobile network address. */
const perPerson = (request: FastifyRequest) => {
  const token = bearerToken(request);
  return token ? `user:${hashToken(token)}` : `ip:${request.ip}`;
};

/** The catalogue, booked slots, booking and My Bookings calls of spec 02 section 7. */
export const routes: FeatureRoutes = async (app, ctx) => {
  const { config, db, now } = ctx;
  const authenticated = requireUser(ctx);

  app.get(endpoints.categories.path, async (): Promise<CategoriesResponse> => ({
    success: true,
    categories: await listCategories(db),
  }));

  app.get<{ Params: { serviceId: string } }>(
    routeOf('bookedSessions'),
    { preHandler: authenticated },
    async (request): Promise<BookedSessionsResponse> => {
      const id = idSchema.safeParse(request.params.serviceId);
      const service = id.success ? await findService(db, id.data) : undefined;
      if (!service)
        throw new HttpError(404, BOOKING_MESSAGES.serviceNotFound, { detail: BOOKING_MESSAGES.serviceNotFound });
      return { booked_sessions: await bookedSessionsOf(db, service.service.id, new Date(now())) };
    },
  );

  app.post(
    endpoints.bookNow.path,
    {
      preHandler: authenticated,
      config: { rateLimit: { max: 20, timeWindow: '1 minute', keyGenerator: perPerson } },
    },
    async (request, reply) => {
      const { user } = currentUser(request);
      const body = bookNowRequestSchema.parse(request.body);
      const service = await findService(db, body.sub_category_id);
      if (!service)
        throw new HttpError(404, BOOKING_MESSAGES.serviceNotFound, { detail: BOOKING_MESSAGES.serviceNotFound });
      try {
        // end_time and session_duration from the body are not trusted: the service's own duration decides the end.
        const { booking, created } = await bookSlot(db, {
          userId: user.id,
          service,
          date: body.date,
          startTime: body.start_time,
          gstNumber: body.gst_number,
          couponCode: body.coupon_code,
          now: new Date(now()),
          holdMinutes: config.bookingHoldMinutes,
        });
        const answer: BookNowResponse = {
          success: true,
          message: created ? BOOKING_MESSAGES.reserved(config.bookingHoldMinutes) : BOOKING_MESSAGES.alreadyReserved,
          booked_session: {
            id: booking.id,
            date: booking.date,
            start_time: booking.startTime,
            end_time: booking.endTime,
            final_price: booking.finalPrice,
          },
        };
        return reply.code(created ? 201 : 200).send(answer);
      } catch (error) {
        if (error instanceof BookingError) throw new HttpError(error.status, error.message, { detail: error.message });
        throw error;
      }
    },
  );

  app.get(endpoints.bookingDetails.path, { preHandler: authenticated }, async (request) =>
    bookingDetailsOf(db, currentUser(request).user.id, new Date(now())),
  );
};
