import type { BookedSessionRef } from '@sukoon/contracts';
import * as servicesEndpoints from '@sukoon/contracts/endpoints/services';
import { useEffect, useRef } from 'react';
import { callApi } from '../../../lib/callApi';
import { useOnline } from '../../../lib/OnlineStatus';
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

/**
 * The sessions already booked for a service, loaded while the booking modal or the reschedule dialog is open.
 * `offline`: the device is offline and they have not come, so the slot picker says so instead of loading for ever
 * (TanStack Query holds a read the connection paused). When the connection returns, the held read goes on by itself
 * and one that failed meanwhile (its code could not come either) is asked again.
 */
export function useBookedSessions(serviceId: number | string) {
  const online = useOnline();
  const booked = useApiQuery(bookedSessionsQueryOptions(serviceId));
  const { isError, refetch } = booked;
  const wasOnline = useRef(online);
  useEffect(() => {
    if (online && !wasOnline.current && isError) refetch();
    wasOnline.current = online;
  }, [online, isError, refetch]);
  return { ...booked, offline: !online && !booked.isSuccess };
}
