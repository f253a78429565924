import { useMutation } from '@tanstack/react-query';
import type { BookNowRequest } from '@sukoon/contracts';
import * as servicesEndpoints from '@sukoon/contracts/endpoints/services';
import { callApi } from '../../../lib/callApi';
import type { MutationConfig } from '../../../lib/mutationConfig';

/**
 * POST /api/services/book-now/. Returns the parsed body unchecked: the flow reads
 * booked_session.id itself so it can say exactly what is wrong with an odd answer (B8).
 */
export async function bookNow(payload: BookNowRequest): Promise<unknown> {
  const { body } = await callApi(servicesEndpoints.bookNow, { json: payload, raw: true });
  return body;
}

/** Rejects with the call's ApiError: the flow (runBooking) turns it into its outcome. */
export const bookNowMutationOptions = () => ({ mutationFn: bookNow });

export function useBookNow(config: MutationConfig<typeof bookNow> = {}) {
  return useMutation({ ...bookNowMutationOptions(), ...config });
}
