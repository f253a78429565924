import { idSchema, type BookedSessionsResponse, type BookNowPayload, type BookNowResponse } from '@sukoon/contracts';
import { mailCopy } from '@sukoon/contracts/copy/mail';
import { ordersCopy } from '@sukoon/contracts/copy/orders';
import type { AppContext } from '../../context';
import { httpError } from '../../http/errors';
import type { AuthUser } from '../accounts/auth';
import { findService } from '../catalogue/catalogue';
import {
  BOOKING_MESSAGES,
  bookedSessionsOf,
  bookingDetailsOf,
  bookSlot,
  bookWithCredits,
  type BookingDetails,
  type FailedPaymentsOf,
  type PayWithCredits,
} from './bookings';
import { announceConfirmedSession } from './reminders';

export interface BookingsDeps {
  /** From the payments feature: whose last payment attempt failed (My Bookings shows "failed"). */
  failedPaymentsOf: FailedPaymentsOf;
  /** From the memberships feature: takes credits for a booking inside its transaction. */
  payWithCredits: PayWithCredits;
}

const serviceNotFound = () => httpError(404, BOOKING_MESSAGES.serviceNotFound);

/** The booked slots, booking and My Bookings calls of spec 02 section 7, without HTTP. */
export function createBookingsService(ctx: Pick<AppContext, 'config' | 'db' | 'mailer' | 'now'>, deps: BookingsDeps) {
  const { config, db, mailer, now } = ctx;
  const host = new URL(config.publicUrl).hostname;

  /** book-now with payment_method "credits": confirmed at once, then the confirmation e-mail with the invitation. */
  async function bookNowWithCredits(
    user: AuthUser,
    body: BookNowPayload,
  ): Promise<{ created: boolean; answer: BookNowResponse }> {
    const service = await findService(db, body.sub_category_id);
    if (!service) throw serviceNotFound();
    const result = await bookWithCredits(db, {
      userId: user.id,
      service,
      date: body.date,
      startTime: body.start_time,
      gstNumber: body.gst_number,
      couponCode: body.coupon_code,
      now: new Date(now()),
      meetingLinkTemplate: config.meetingLinkTemplate,
      payWithCredits: deps.payWithCredits,
      // In the booking's transaction, so a booking never commits without its confirmation e-mail and reminders, nor
      // the reverse.
      announce: async (tx, { booking, creditsUsed }) => {
        await announceConfirmedSession(
          tx,
          mailer,
          { brand: config.brand, host, now: new Date(now()) },
          { email: user.email, firstName: user.firstName },
          {
            bookingId: booking.id,
            serviceTitle: service.service.title || mailCopy.bookingConfirmed.fallbackService,
            date: booking.date,
            startTime: booking.startTime,
            durationMinutes: booking.durationMinutes,
            payment: { method: 'credits', credits: creditsUsed },
            meetingLink: booking.meetingLink ?? '',
          },
        );
      },
    });
    const { booking, created, creditsUsed, creditsLeft } = result;
    return {
      created,
      answer: {
        success: true,
        message:
          created && creditsLeft !== undefined
            ? ordersCopy.credits.booked(creditsUsed, creditsLeft)
            : BOOKING_MESSAGES.alreadyBooked,
        payment_method: 'credits',
        credits_used: creditsUsed,
        ...(creditsLeft === undefined ? {} : { credits_remaining: creditsLeft }),
        booked_session: {
          id: booking.id,
          date: booking.date,
          start_time: booking.startTime,
          end_time: booking.endTime,
          final_price: booking.finalPrice,
          status: 'confirmed',
          payment_status: 'success',
          meeting_link: booking.meetingLink,
        },
      },
    };
  }

  return {
    /**
     * `serviceId` as the path has it; anything but a known service's id is a 404. With `user`, their own unpaid holds
     * are marked `held_by_you`.
     */
    async bookedSessions(serviceId: string, user?: AuthUser): Promise<BookedSessionsResponse> {
      const id = idSchema.safeParse(serviceId);
      const service = id.success ? await findService(db, id.data) : undefined;
      if (!service) throw serviceNotFound();
      return { booked_sessions: await bookedSessionsOf(db, service.service.id, new Date(now()), user?.id) };
    },

    /**
     * By card (the default): a hold on the slot, `created` false when the same person asked again for the slot they
     * already hold. With credits: a confirmed booking, `created` false for a retried request.
     */
    async bookNow(user: AuthUser, body: BookNowPayload): Promise<{ created: boolean; answer: BookNowResponse }> {
      if (body.payment_method === 'credits') return bookNowWithCredits(user, body);
      const service = await findService(db, body.sub_category_id);
      if (!service) throw serviceNotFound();
      // end_time and session_duration from the body are not trusted: the service's own duration decides the end.
      const { booking, created, price } = await bookSlot(db, {
        userId: user.id,
        service,
        date: body.date,
        startTime: body.start_time,
        gstNumber: body.gst_number,
        couponCode: body.coupon_code,
        now: new Date(now()),
        holdMinutes: config.bookingHoldMinutes,
      });
      const reserved = created
        ? BOOKING_MESSAGES.reserved(config.bookingHoldMinutes)
        : BOOKING_MESSAGES.alreadyReserved;
      const discounted = Number(booking.discount) > 0;
      return {
        created,
        answer: {
          success: true,
          message: price?.message ? `${price.message} ${reserved}` : reserved,
          payment_method: 'card',
          ...(discounted
            ? {
                original_price: booking.listPrice ?? booking.finalPrice,
                discount: booking.discount,
                ...(booking.couponCode ? { coupon_code: booking.couponCode } : {}),
              }
            : {}),
          booked_session: {
            id: booking.id,
            date: booking.date,
            start_time: booking.startTime,
            end_time: booking.endTime,
            final_price: booking.finalPrice,
            status: 'held',
            payment_status: 'pending',
          },
        },
      };
    },

    myBookings(user: AuthUser): Promise<BookingDetails[]> {
      return bookingDetailsOf(db, user.id, new Date(now()), deps.failedPaymentsOf);
    },
  };
}
