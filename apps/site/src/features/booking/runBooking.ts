// The submission of the booking flow (B4): book-now, then payments/initiate, then what the payment
// answer asks for. Pure of React: it returns what the dialog should do next.
import {
  BOOKING_MESSAGES,
  BUFFER_MINUTES,
  parsePrice,
  slotEndTime,
  toApiTime,
  type BookNowRequest,
} from '@sukoon/contracts';
import {
  bookingErrorMessage,
  paymentFailureMessage,
  SESSION_EXPIRED_MESSAGE,
  type BookingNotice,
} from '@sukoon/ui/BookingModal';
import { ApiError } from '../../lib/apiClient';
import { bookNow } from './api/bookNow';
import { initiatePayment } from '../payments/api/initiatePayment';
import { recordPaymentStatus } from '../payments/api/recordPaymentStatus';
import { classifyPaymentAnswer, replyText } from '../payments/paymentResponse';
import { rememberBooking, rememberPaymentStatus } from '../payments/paymentStorage';
import { paymentStatusUrl } from '../payments/statusUrl';

export const BOOKING_PARSE_ERROR = 'Failed to parse booking response as JSON';
export const BOOKING_ID_ERROR = 'Unable to extract booking ID from response';

export interface BookingInput {
  service: { id: number; title: string; price: string };
  /** yyyy-MM-dd (Indian calendar date). */
  date: string;
  /** 'HH:mm', Indian time. */
  slot: string;
  /** 60, or 30 for the student card. */
  sessionMinutes: 60 | 30;
  couponCode: string;
  gstNumber: string;
}

/** What the dialog does after a submission. */
export type BookingOutcome =
  | { type: 'notice'; notice: BookingNotice; sessionExpired?: boolean }
  | { type: 'form'; html: string }
  | { type: 'navigate'; to: string; state?: PaymentStatusState };

/** Navigation state of /payment-status after a JSON status answer (B2). */
export interface PaymentStatusState {
  status: string;
  orderId?: string;
  amount?: string;
  serviceTitle: string;
  booked_session_id: string;
}

const error = (message: string): BookingOutcome => ({ type: 'notice', notice: { kind: 'error', message } });
const expired: BookingOutcome = {
  type: 'notice',
  notice: { kind: 'session-expired', message: SESSION_EXPIRED_MESSAGE },
  sessionExpired: true,
};

/** Empty coupon and GST number are sent as null (B5). */
const orNull = (value: string) => (value.trim() === '' ? null : value.trim());

export function bookNowPayload(input: BookingInput): BookNowRequest {
  return {
    sub_category_id: input.service.id,
    date: input.date,
    start_time: toApiTime(input.slot),
    end_time: slotEndTime(input.slot, input.sessionMinutes),
    session_duration: input.sessionMinutes,
    buffer_time: BUFFER_MINUTES as 15,
    gst_number: orNull(input.gstNumber),
    coupon_code: orNull(input.couponCode),
  };
}

/** The server's reply as text; without one (time-out, dropped connection), what went wrong. */
function failureReply(failure: unknown): string {
  if (failure instanceof ApiError && failure.body !== undefined) return replyText(failure.body);
  return failure instanceof Error ? failure.message : String(failure);
}

/** booked_session.id as a positive whole number, or null. */
function bookingIdOf(body: Record<string, unknown>): number | null {
  const session = body.booked_session;
  if (session === null || typeof session !== 'object') return null;
  const id = (session as { id?: unknown }).id;
  const n = typeof id === 'string' && /^\d+$/.test(id.trim()) ? Number(id) : id;
  return typeof n === 'number' && Number.isInteger(n) && n > 0 ? n : null;
}

/** The server's final_price, else the service's price text; null when neither is a positive number (B5). */
function finalPriceOf(body: Record<string, unknown>, servicePrice: string): number | null {
  const session = body.booked_session as { final_price?: unknown };
  const fromServer = parsePrice(session.final_price as string | number | null | undefined);
  if (fromServer !== null && fromServer > 0) return fromServer;
  const fromService = parsePrice(servicePrice);
  return fromService !== null && fromService > 0 ? fromService : null;
}

export async function runBooking(input: BookingInput): Promise<BookingOutcome> {
  const gst = orNull(input.gstNumber);
  const coupon = orNull(input.couponCode);

  let booked: unknown;
  try {
    booked = await bookNow(bookNowPayload(input));
  } catch (failure) {
    // A rejected token on book-now means the same as on the other two calls: sign in again.
    if (failure instanceof ApiError && failure.status === 401) return expired;
    return error(bookingErrorMessage(failureReply(failure)));
  }
  if (booked === null || typeof booked !== 'object' || Array.isArray(booked)) return error(BOOKING_PARSE_ERROR);
  const body = booked as Record<string, unknown>;
  const bookingId = bookingIdOf(body);
  if (bookingId === null) return error(BOOKING_ID_ERROR);
  const price = finalPriceOf(body, input.service.price);
  if (price === null) return error(BOOKING_MESSAGES.invalidPrice);

  rememberBooking({ bookingId, serviceTitle: input.service.title, amount: price });

  let answer: unknown;
  try {
    ({ body: answer } = await initiatePayment({
      booked_session: bookingId,
      booked_session_id: bookingId,
      booking_session_id: bookingId,
      booking_id: bookingId,
      sub_category: input.service.id,
      sub_category_id: input.service.id,
      service_id: input.service.id,
      final_price: price,
      price,
      amount: price,
      gst_number: gst,
      coupon_code: coupon,
    }));
  } catch (failure) {
    if (failure instanceof ApiError && failure.status === 401) return expired;
    const replyBody = failure instanceof ApiError ? failure.body : undefined;
    const reasons =
      replyBody !== null && typeof replyBody === 'object'
        ? (replyBody as { details?: unknown; error?: unknown })
        : undefined;
    return error(paymentFailureMessage(reasons, failureReply(failure)));
  }

  const outcome = classifyPaymentAnswer(answer);
  switch (outcome.kind) {
    case 'form':
      return { type: 'form', html: outcome.html };
    case 'success':
      return { type: 'notice', notice: { kind: 'success', message: outcome.message } };
    case 'failed':
      return error(paymentFailureMessage(outcome.body, replyText(outcome.body)));
    case 'unknown':
      return { type: 'navigate', to: paymentStatusUrl({ status: 'unknown' }) };
    case 'status': {
      // The answer names no order id: the provider's transaction id is the order, else our booking.
      const orderId = outcome.orderId ?? outcome.transactionId ?? String(bookingId);
      const transactionId = outcome.transactionId ?? orderId;
      const amount = outcome.amount ?? String(price);
      rememberPaymentStatus({ status: outcome.status, orderId, transactionId, data: outcome.body });
      try {
        await recordPaymentStatus({
          order_id: orderId,
          transaction_id: transactionId,
          amount,
          booked_session_id: bookingId,
        });
      } catch {
        // The record is a courtesy to the server; the user still sees the status they were given.
      }
      return {
        type: 'navigate',
        to: paymentStatusUrl({
          status: outcome.status,
          order_id: orderId,
          amount,
          transaction_id: transactionId,
          booked_session_id: String(bookingId),
        }),
        state: {
          status: outcome.status,
          orderId,
          amount,
          serviceTitle: input.service.title,
          booked_session_id: String(bookingId),
        },
      };
    }
  }
}
