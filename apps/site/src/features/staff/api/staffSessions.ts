import type { StaffSessionsResponse } from '@sukoon/contracts';
import * as staffEndpoints from '@sukoon/contracts/endpoints/staff';
import { callApi } from '../../../lib/callApi';
import { useApiQuery, type ApiQueryOptions } from '../../../lib/useApiQuery';

/** GET /api/staff/sessions/?date= (staff only): a day's confirmed sessions; without a date, today in India. */
export function fetchStaffSessions(date: string | undefined, signal?: AbortSignal): Promise<StaffSessionsResponse> {
  return callApi(staffEndpoints.staffSessions, { searchParams: date ? { date } : undefined, signal });
}

export const staffSessionsQueryOptions = (date: string | undefined) =>
  ({
    queryKey: ['staff', 'sessions', date ?? 'today'] as const,
    queryFn: ({ signal }) => fetchStaffSessions(date, signal),
    staleTime: 0,
  }) satisfies ApiQueryOptions<StaffSessionsResponse>;

export function useStaffSessions(date: string | undefined) {
  return useApiQuery(staffSessionsQueryOptions(date));
}
