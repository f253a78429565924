// The submission of the booking flow (B4): book-now, then the payments feature's payForSession.
// Pure of React: it returns what the dialog should do next.
import { BUFFER_MINUTES, parsePrice, slotEndTime, toApiTime, type BookNowRequest } from '@sukoon/contracts';
import { bookingCopy, bookingErrorMessage } from '@sukoon/contracts/copy/booking';
import { validationCopy } from '@sukoon/contracts/copy/validation';
import type { BookingNotice, PayWith } from '@sukoon/ui/patterns/BookingModal';
import { ApiError } from '../../lib/apiError';
import { failureMessage } from '../../lib/failureMessage';
import { payForSession, type PaymentStatusState } from '../payments';
import { bookNow } from './api/bookNow';

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
  /** 'credits' pays with the membership's credits (no gateway); card unless said. */
  payWith?: PayWith;
}

/** What the dialog does after a submission. */
export type BookingOutcome =
  | { type: 'notice'; notice: BookingNotice; sessionExpired?: boolean; paidWithCredits?: boolean }
  | { type: 'form'; html: string }
  | { type: 'navigate'; to: string; state?: PaymentStatusState };

const error = (message: string): BookingOutcome => ({ type: 'notice', notice: { kind: 'error', message } });
const expired: BookingOutcome = {
  type: 'notice',
  notice: { kind: 'session-expired', message: bookingCopy.sessionExpired },
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
    // A coupon applies to card payments only.
    coupon_code: input.payWith === 'credits' ? null : orNull(input.couponCode),
    ...(input.payWith === 'credits' ? { payment_method: 'credits' as const } : {}),
  };
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
    return error(bookingErrorMessage(failureMessage(failure)));
  }
  if (booked === null || typeof booked !== 'object' || Array.isArray(booked))
    return error(bookingCopy.answer.parseError);
  const body = booked as Record<string, unknown>;
  const bookingId = bookingIdOf(body);
  if (bookingId === null) return error(bookingCopy.answer.idError);
  // Paid with credits: the server confirmed the booking at once (meeting room, e-mail); no gateway.
  if (input.payWith === 'credits') {
    const used = typeof body.credits_used === 'number' ? body.credits_used : undefined;
    const left = typeof body.credits_remaining === 'number' ? body.credits_remaining : undefined;
    return {
      type: 'notice',
      notice: { kind: 'success', message: bookingCopy.creditsBooked(used, left) },
      paidWithCredits: true,
    };
  }
  const price = finalPriceOf(body, input.service.price);
  if (price === null) return error(validationCopy.booking.invalidPrice);

  const payment = await payForSession({ bookingId, service: input.service, price, gstNumber: gst, couponCode: coupon });
  switch (payment.type) {
    case 'expired':
      return expired;
    case 'failed':
      return error(payment.message);
    case 'paid':
      return { type: 'notice', notice: { kind: 'success', message: payment.message } };
    case 'form':
    case 'navigate':
      return payment;
  }
}
