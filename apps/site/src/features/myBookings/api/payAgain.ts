import { useMutation } from '@tanstack/react-query';
import type { Booking } from '@sukoon/contracts';
import type { MutationConfig } from '../../../lib/mutationConfig';
import { payForSession, type SessionPaymentOutcome } from '../../payments';

/**
 * Pay again for a held booking whose payment failed: a fresh payment of the same booking (decision 0004), at the
 * booking's server price; its coupon and GST number were given when it was booked.
 */
export function payAgainFor(booking: Booking): Promise<SessionPaymentOutcome> {
  return payForSession({
    bookingId: Number(booking.id),
    service: { id: Number(booking.serviceId), title: booking.title },
    price: booking.price ?? 0,
    gstNumber: null,
    couponCode: null,
  });
}

export const payAgainMutationOptions = () => ({ mutationFn: payAgainFor });

export function usePayAgain(config: MutationConfig<typeof payAgainFor> = {}) {
  return useMutation({ ...payAgainMutationOptions(), ...config });
}
