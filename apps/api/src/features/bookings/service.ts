import {
  formatDateLong,
  formatTimeIst,
  idSchema,
  slotInstant,
  todayIst,
  type BookedSessionsResponse,
  type BookingChangeResponse,
  type BookNowPayload,
  type BookNowResponse,
  type RescheduleBookingRequest,
} from '@sukoon/contracts';
import { mailCopy } from '@sukoon/contracts/copy/mail';
import { ordersCopy } from '@sukoon/contracts/copy/orders';
import type { AppContext } from '../../context';
import type { Tx } from '../../db';
import { httpError } from '../../http/errors';
import type { AuthUser } from '../accounts/auth';
import { findService } from '../catalogue/catalogue';
import { counsellorExists } from '../counsellors/counsellors';
import { bookedSessionsOf } from './capacity';
import { bookWithCredits, type PayWithCredits } from './creditBookings';
import { bookSlot } from './holds';
import {
  cancelConfirmedBooking,
  changeBlockOf,
  rescheduleConfirmedBooking,
  type CancelOutcome,
  type RequestBookingRefund,
  type ReturnCredits,
} from './rescheduleAndCancel';
import type { ConfirmedSession, SessionPayment } from './mail';
import { BOOKING_MESSAGES } from '@sukoon/contracts/copy/booking';
import { bookingDetailsOf, type BookingDetails, type ConfirmingPaymentsOf, type FailedPaymentsOf } from './myBookings';
import {
  announceCancelledSession,
  announceConfirmedSession,
  announceMovedSession,
  type SessionNotice,
} from './reminders';
import type { BookingRow } from './schema';

export interface BookingsDeps {
  /** From the payments feature: whose last payment attempt failed (My Bookings shows "failed"). */
  failedPaymentsOf: FailedPaymentsOf;
  /** From the memberships feature: takes credits for a booking inside its transaction. */
  payWithCredits: PayWithCredits;
  /** From the payments feature: card bookings' confirming payments (refund state in My Bookings, mails of a change). */
  confirmingPaymentsOf: ConfirmingPaymentsOf;
  /** From the payments feature: a cancelled card booking's refund request, inside the cancellation's transaction. */
  requestRefund: RequestBookingRefund;
  /** From the memberships feature: a cancelled credit booking's credits back, inside the cancellation's transaction. */
  returnCredits: ReturnCredits;
}

const serviceNotFound = () => httpError(404, BOOKING_MESSAGES.serviceNotFound);
const counsellorNotFound = () => httpError(404, BOOKING_MESSAGES.counsellorNotFound);

/** What a cancellation answers besides the booking: the credits back, or the refund asked for. */
function cancelledAnswer(outcome: CancelOutcome) {
  if (outcome.method === 'card') return { message: BOOKING_MESSAGES.cancelledWithRefund, refund_requested: true };
  const { creditsReturned, creditsLeft, endedAt } = outcome;
  return {
    message: endedAt
      ? BOOKING_MESSAGES.cancelledCreditsLapsed(creditsReturned, formatDateLong(todayIst(endedAt)))
      : BOOKING_MESSAGES.cancelledWithCredits(creditsReturned, creditsLeft),
    credits_returned: creditsReturned,
    credits_remaining: creditsLeft,
  };
}

/** The booked session's slot and price, as book-now answers them whichever way it was paid. */
function bookedSlotOf(booking: BookingRow) {
  return {
    id: booking.id,
    date: booking.date,
    start_time: booking.startTime,
    end_time: booking.endTime,
    final_price: booking.finalPrice,
  };
}

/** The booked slots, booking and My Bookings calls of spec 02 section 7, and reschedule and cancel, without HTTP. */
export function createBookingsService(ctx: Pick<AppContext, 'config' | 'db' | 'mailer' | 'now'>, deps: BookingsDeps) {
  const { config, db, mailer, now } = ctx;
  const host = new URL(config.publicUrl).hostname;
  const cutoffHours = config.bookingChangeCutoffHours;
  const detailOptions = {
    failedPaymentsOf: deps.failedPaymentsOf,
    confirmingPaymentsOf: deps.confirmingPaymentsOf,
    cutoffHours,
  };

  /** The e-mails about a change of the caller's `booking`, in the change's transaction. */
  async function noticeOf(tx: Tx, user: AuthUser, booking: BookingRow, at: Date): Promise<SessionNotice> {
    return {
      tx,
      mailer,
      mail: { brand: config.brand, host, now: at },
      recipient: { email: user.email, firstName: user.firstName },
      session: await sessionOf(tx, booking),
    };
  }

  /** A confirmed (or just changed) booking as its mails describe it, read inside the transaction that changed it. */
  async function sessionOf(tx: Tx, booking: BookingRow): Promise<ConfirmedSession> {
    const service = await findService(tx, booking.serviceId);
    const card =
      booking.paymentMethod === 'card'
        ? (await deps.confirmingPaymentsOf(tx, [booking.id])).get(booking.id)
        : undefined;
    const payment: SessionPayment = card
      ? { method: 'card', amount: card.amount, txnid: card.txnid }
      : { method: 'credits', credits: booking.creditsUsed ?? 0 };
    return {
      bookingId: booking.id,
      serviceTitle: service?.service.title || mailCopy.bookingConfirmed.fallbackService,
      date: booking.date,
      startTime: booking.startTime,
      durationMinutes: booking.durationMinutes,
      payment,
      meetingLink: booking.meetingLink ?? '',
      calendarSequence: booking.calendarSequence,
    };
  }

  /** The booking as My Bookings lists it now, for the answer to a change. */
  async function detailsOf(user: AuthUser, bookingId: number): Promise<BookingDetails> {
    const [details] = await bookingDetailsOf(db, user.id, new Date(now()), { ...detailOptions, bookingId });
    if (!details) throw new Error(`Booking ${bookingId} of user ${user.id} is not listed after its change`);
    return details;
  }

  /** Who books which service's slot with whom, as both ways of booking take it; an unknown service or counsellor is a 404. */
  async function slotRequest(user: AuthUser, body: BookNowPayload) {
    const service = await findService(db, body.sub_category_id);
    if (!service) throw serviceNotFound();
    const counsellorId = body.counsellor_id ?? null;
    if (counsellorId !== null && !(await counsellorExists(db, counsellorId))) throw counsellorNotFound();
    return {
      counsellorId,
      userId: user.id,
      service,
      date: body.date,
      startTime: body.start_time,
      gstNumber: body.gst_number,
      couponCode: body.coupon_code,
      now: new Date(now()),
    };
  }

  /** book-now with payment_method "credits": confirmed at once, then the confirmation e-mail with the invitation. */
  async function bookNowWithCredits(
    user: AuthUser,
    body: BookNowPayload,
  ): Promise<{ created: boolean; answer: BookNowResponse }> {
    const result = await bookWithCredits(db, {
      ...(await slotRequest(user, body)),
      meetingLinkTemplate: config.meetingLinkTemplate,
      payWithCredits: deps.payWithCredits,
      // In the booking's transaction, so a booking never commits without its confirmation e-mail and reminders, nor
      // the reverse.
      announce: async (tx, { booking }) => announceConfirmedSession(await noticeOf(tx, user, booking, new Date(now()))),
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
          ...bookedSlotOf(booking),
          status: 'confirmed',
          payment_status: 'success',
          meeting_link: booking.meetingLink,
        },
      },
    };
  }

  return {
    /**
     * `serviceId` as the path has it; anything but a known service's id is a 404, and so is an unknown counsellor.
     * Without `counsellorId` the slots no counsellor can take, with it the slots that one cannot take. With `user`,
     * their own unpaid holds are marked `held_by_you`.
     */
    async bookedSessions(serviceId: string, user?: AuthUser, counsellorId?: number): Promise<BookedSessionsResponse> {
      const id = idSchema.safeParse(serviceId);
      if (!id.success) throw serviceNotFound();
      const at = new Date(now());
      const slots = await bookedSessionsOf(db, { serviceId: id.data, now: at, userId: user?.id, counsellorId });
      if ('missing' in slots) throw slots.missing === 'service' ? serviceNotFound() : counsellorNotFound();
      return { booked_sessions: slots.booked };
    },

    /**
     * By card (the default): a hold on the slot, `created` false when the same person asked again for the slot they
     * already hold. With credits: a confirmed booking, `created` false for a retried request.
     */
    async bookNow(user: AuthUser, body: BookNowPayload): Promise<{ created: boolean; answer: BookNowResponse }> {
      if (body.payment_method === 'credits') return bookNowWithCredits(user, body);
      // end_time and session_duration from the body are not trusted: the service's own duration decides the end.
      const { booking, created, price } = await bookSlot(db, {
        ...(await slotRequest(user, body)),
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
            ...bookedSlotOf(booking),
            status: 'held',
            payment_status: 'pending',
          },
        },
      };
    },

    myBookings(user: AuthUser): Promise<BookingDetails[]> {
      return bookingDetailsOf(db, user.id, new Date(now()), detailOptions);
    },

    /**
     * Moves the caller's confirmed session to another free slot of its service, up to the cut-off; mails the updated
     * invitation and moves its reminders in the same transaction. When the new time is already inside the cut-off the
     * answer says it cannot be moved again.
     */
    async rescheduleBooking(
      user: AuthUser,
      bookingId: number,
      body: RescheduleBookingRequest,
    ): Promise<BookingChangeResponse> {
      const at = new Date(now());
      const moved = await rescheduleConfirmedBooking(db, {
        userId: user.id,
        bookingId,
        date: body.date,
        startTime: body.start_time,
        now: at,
        cutoffHours,
        announce: async (tx, booking, previous) =>
          announceMovedSession(await noticeOf(tx, user, booking, at), previous),
      });
      const movedTo = BOOKING_MESSAGES.rescheduled(
        formatDateLong(moved.date),
        formatTimeIst(slotInstant(moved.date, moved.startTime)),
      );
      const final = changeBlockOf(moved, cutoffHours, at) === 'cut-off';
      return {
        success: true,
        message: final ? `${movedTo} ${BOOKING_MESSAGES.movedInsideCutoff(cutoffHours)}` : movedTo,
        booking: await detailsOf(user, moved.id),
      };
    },

    /**
     * Cancels the caller's confirmed session up to the cut-off: a credit booking's credits back at once, a card
     * booking's refund requested for staff; its reminders cancelled and the calendar's CANCEL mailed, all in one
     * transaction.
     */
    async cancelBooking(user: AuthUser, bookingId: number): Promise<BookingChangeResponse> {
      const at = new Date(now());
      const { booking, outcome } = await cancelConfirmedBooking(db, {
        userId: user.id,
        bookingId,
        now: at,
        cutoffHours,
        returnCredits: deps.returnCredits,
        requestRefund: deps.requestRefund,
        announce: async (tx, cancelled) => announceCancelledSession(await noticeOf(tx, user, cancelled, at)),
      });
      return { success: true, ...cancelledAnswer(outcome), booking: await detailsOf(user, booking.id) };
    },
  };
}
