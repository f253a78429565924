import { idSchema, type BookedSessionsResponse, type BookNowPayload, type BookNowResponse } from '@sukoon/contracts';
import type { AppContext } from '../../context';
import { httpError } from '../../http/errors';
import type { AuthUser } from '../accounts/auth';
import { findService } from '../catalogue/catalogue';
import {
  BOOKING_MESSAGES,
  bookedSessionsOf,
  bookingDetailsOf,
  bookSlot,
  type BookingDetails,
  type FailedPaymentsOf,
} from './bookings';

export interface BookingsDeps {
  /** From the payments feature: whose last payment attempt failed (My Bookings shows "failed"). */
  failedPaymentsOf: FailedPaymentsOf;
}

const serviceNotFound = () => httpError(404, BOOKING_MESSAGES.serviceNotFound);

/** The booked slots, booking and My Bookings calls of spec 02 section 7, without HTTP. */
export function createBookingsService(ctx: Pick<AppContext, 'config' | 'db' | 'now'>, deps: BookingsDeps) {
  const { config, db, now } = ctx;
  return {
    /** `serviceId` as the path has it; anything but a known service's id is a 404. */
    async bookedSessions(serviceId: string): Promise<BookedSessionsResponse> {
      const id = idSchema.safeParse(serviceId);
      const service = id.success ? await findService(db, id.data) : undefined;
      if (!service) throw serviceNotFound();
      return { booked_sessions: await bookedSessionsOf(db, service.service.id, new Date(now())) };
    },

    /** A hold on the slot: `created` false when the same person asked again for the slot they already hold. */
    async bookNow(user: AuthUser, body: BookNowPayload): Promise<{ created: boolean; answer: BookNowResponse }> {
      const service = await findService(db, body.sub_category_id);
      if (!service) throw serviceNotFound();
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
      return {
        created,
        answer: {
          success: true,
          message: created ? BOOKING_MESSAGES.reserved(config.bookingHoldMinutes) : BOOKING_MESSAGES.alreadyReserved,
          booked_session: {
            id: booking.id,
            date: booking.date,
            start_time: booking.startTime,
            end_time: booking.endTime,
            final_price: booking.finalPrice,
          },
        },
      };
    },

    myBookings(user: AuthUser): Promise<BookingDetails[]> {
      return bookingDetailsOf(db, user.id, new Date(now()), deps.failedPaymentsOf);
    },
  };
}
