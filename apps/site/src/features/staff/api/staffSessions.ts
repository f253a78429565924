import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StaffSessionsResponse } from '@sukoon/contracts';
import * as staffEndpoints from '@sukoon/contracts/endpoints/staff';
import { callApi } from '../../../lib/apiClient';

/** GET /api/staff/sessions/?date= (staff only): a day's confirmed sessions; without a date, today in India. */
export function fetchStaffSessions(date: string | undefined, signal?: AbortSignal): Promise<StaffSessionsResponse> {
  return callApi(staffEndpoints.staffSessions, { searchParams: date ? { date } : undefined, signal });
}

export const staffSessionsQueryOptions = (date: string | undefined) =>
  queryOptions({
    queryKey: ['staff', 'sessions', date ?? 'today'] as const,
    queryFn: ({ signal }) => fetchStaffSessions(date, signal),
    staleTime: 0,
  });

export function useStaffSessions(date: string | undefined) {
  return useQuery(staffSessionsQueryOptions(date));
}
