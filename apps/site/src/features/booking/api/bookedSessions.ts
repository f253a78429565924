import type { BookedSessionRef } from '@sukoon/contracts';
import * as servicesEndpoints from '@sukoon/contracts/endpoints/services';
import { callApi } from '../../../lib/callApi';
import { useApiQuery, type ApiQueryOptions } from '../../../lib/useApiQuery';

/** GET /api/services/booked-sessions/{id}/ with the contract's 10 s time-out (B7). */
export async function fetchBookedSessions(serviceId: number | string): Promise<BookedSessionRef[]> {
  const { booked_sessions } = await callApi(servicesEndpoints.bookedSessions, { params: [serviceId] });
  return booked_sessions;
}

export const bookedSessionsQueryOptions = (serviceId: number | string) =>
  ({
    queryKey: ['services', 'bookedSessions', serviceId] as const,
    queryFn: () => fetchBookedSessions(serviceId),
    // Someone else may have booked a slot a moment ago: always ask again when the modal opens.
    staleTime: 0,
    gcTime: 0,
  }) satisfies ApiQueryOptions<BookedSessionRef[]>;

/** The sessions already booked for a service, loaded while the booking modal is open. */
export function useBookedSessions(serviceId: number | string) {
  return useApiQuery(bookedSessionsQueryOptions(serviceId));
}
