import { useMutation } from '@tanstack/react-query';
import { normaliseBooking, toApiTime, type Booking, type BookingChangeResponse } from '@sukoon/contracts';
import * as servicesEndpoints from '@sukoon/contracts/endpoints/services';
import { callApi } from '../../../lib/callApi';
import type { MutationConfig } from '../../../lib/mutationConfig';
import { ApiError } from '../../../lib/apiError';
import { failureMessage, serverMessageOf } from '../../../lib/failureMessage';

/** A change the server made: the booking as My Bookings now shows it, and the server's words for the toast. */
export interface BookingChange {
  booking: Booking;
  message: string;
  /** A cancelled credit booking gave credits back: the membership's balance changed. */
  creditsReturned: boolean;
}

function changeOf(answer: BookingChangeResponse): BookingChange {
  return {
    booking: normaliseBooking(answer.booking),
    message: answer.message,
    creditsReturned: (answer.credits_returned ?? 0) > 0,
  };
}

/** POST /api/users/bookings/:id/reschedule/ (bearer): the session moves to `date` at `time` ('HH:mm'). */
export async function rescheduleBooking(id: Booking['id'], date: string, time: string): Promise<BookingChange> {
  const answer = await callApi(servicesEndpoints.rescheduleBooking, {
    params: [id],
    json: { date, start_time: toApiTime(time) },
  });
  return changeOf(answer);
}

/** POST /api/users/bookings/:id/cancel/ (bearer): credits back at once, or a card refund requested. */
export async function cancelBooking(id: Booking['id']): Promise<BookingChange> {
  return changeOf(await callApi(servicesEndpoints.cancelBooking, { params: [id] }));
}

/** A move to a day and a time ('HH:mm'), as the Reschedule dialog chooses it. */
export interface RescheduleChoice {
  date: string;
  slot: string;
}

export const rescheduleBookingMutationOptions = (id: Booking['id']) => ({
  mutationFn: ({ date, slot }: RescheduleChoice) => rescheduleBooking(id, date, slot),
});

export function useRescheduleBooking(
  id: Booking['id'],
  config: MutationConfig<(choice: RescheduleChoice) => Promise<BookingChange>> = {},
) {
  return useMutation({ ...rescheduleBookingMutationOptions(id), ...config });
}

export const cancelBookingMutationOptions = (id: Booking['id']) => ({ mutationFn: () => cancelBooking(id) });

export function useCancelBooking(id: Booking['id'], config: MutationConfig<() => Promise<BookingChange>> = {}) {
  return useMutation({ ...cancelBookingMutationOptions(id), ...config });
}

/**
 * Why a change failed, as its dialog shows it: no connection (the choice is kept for later); the sign-in has ended;
 * refused (409: the time was taken meanwhile, the cut-off has passed or the session is no longer confirmed; the
 * server's words say which, and the page reloads what changed); or another failure worth trying again.
 */
export type BookingChangeFailure =
  | { kind: 'offline' }
  | { kind: 'expired' }
  | { kind: 'refused'; message: string | undefined }
  | { kind: 'error'; message: string };

export function bookingChangeFailure(error: unknown): BookingChangeFailure {
  if (error instanceof ApiError) {
    if (error.kind === 'network') return { kind: 'offline' };
    if (error.status === 401) return { kind: 'expired' };
    if (error.status === 409) return { kind: 'refused', message: serverMessageOf(error.body) };
  }
  return { kind: 'error', message: failureMessage(error) };
}

/** The list with one booking replaced by its changed self (the page shows it at once and caches it). */
export function replaceBooking(bookings: readonly Booking[], changed: Booking): Booking[] {
  return bookings.map((booking) => (String(booking.id) === String(changed.id) ? changed : booking));
}
