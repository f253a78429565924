// The payment half of the booking flow (B4): payments/initiate for a booked session, then what the
// payment answer asks for. Pure of React: it returns what the booking dialog should do next.
import { paymentFailureMessage } from '@sukoon/contracts/copy/booking';
import { ApiError } from '../../lib/apiError';
import { failureMessage, serverMessageOf } from '../../lib/failureMessage';
import { initiatePayment } from './api/initiatePayment';
import { recordPaymentStatus } from './api/recordPaymentStatus';
import { classifyPaymentAnswer } from './paymentResponse';
import { rememberBooking, rememberPaymentStatus } from './paymentStorage';
import { paymentStatusUrl } from './statusUrl';

export interface SessionPayment {
  /** booked_session.id of the book-now answer. */
  bookingId: number;
  service: { id: number; title: string };
  /** In rupees: the server's final price, else the service's price. */
  price: number;
  /** Empty coupon and GST number are sent as null (B5). */
  gstNumber: string | null;
  couponCode: string | null;
}

/** Navigation state of /payment-status after a JSON status answer (B2). */
export interface PaymentStatusState {
  status: string;
  orderId?: string;
  amount?: string;
  serviceTitle: string;
  booked_session_id: string;
}

/** What the booking dialog does once the payment call has answered. */
export type SessionPaymentOutcome =
  /** The token was rejected: sign in again. */
  | { type: 'expired' }
  | { type: 'failed'; message: string }
  /** The provider's checkout markup, to hand the payer over. */
  | { type: 'form'; html: string }
  | { type: 'paid'; message: string }
  | { type: 'navigate'; to: string; state?: PaymentStatusState };

export async function payForSession({
  bookingId,
  service,
  price,
  gstNumber,
  couponCode,
}: SessionPayment): Promise<SessionPaymentOutcome> {
  rememberBooking({ bookingId, serviceTitle: service.title, amount: price });

  let answer: unknown;
  try {
    ({ body: answer } = await initiatePayment({
      booked_session: bookingId,
      booked_session_id: bookingId,
      booking_session_id: bookingId,
      booking_id: bookingId,
      sub_category: service.id,
      sub_category_id: service.id,
      service_id: service.id,
      final_price: price,
      price,
      amount: price,
      gst_number: gstNumber,
      coupon_code: couponCode,
    }));
  } catch (failure) {
    if (failure instanceof ApiError && failure.status === 401) return { type: 'expired' };
    // The server's reason, else "Payment failed: " and what went wrong (a time-out, a bare status).
    const reason = failure instanceof ApiError ? serverMessageOf(failure.body) : undefined;
    return { type: 'failed', message: paymentFailureMessage(reason, failureMessage(failure)) };
  }

  const outcome = classifyPaymentAnswer(answer);
  switch (outcome.kind) {
    case 'form':
      return { type: 'form', html: outcome.html };
    case 'success':
      return { type: 'paid', message: outcome.message };
    case 'failed':
      return { type: 'failed', message: paymentFailureMessage(serverMessageOf(outcome.body)) };
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
          serviceTitle: service.title,
          booked_session_id: String(bookingId),
        },
      };
    }
  }
}
