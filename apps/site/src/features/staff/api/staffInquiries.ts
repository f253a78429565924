import type { StaffInquiriesResponse } from '@sukoon/contracts';
import * as staffEndpoints from '@sukoon/contracts/endpoints/staff';
import { callApi } from '../../../lib/callApi';
import { useApiQuery, type ApiPagesOptions } from '../../../lib/useApiQuery';

/** GET /api/staff/inquiries/?page=N (staff only): contact messages, newest first, a page at a time. */
export function fetchStaffInquiries(page: number, signal?: AbortSignal): Promise<StaffInquiriesResponse> {
  return callApi(staffEndpoints.staffInquiries, { searchParams: { page: String(page) }, signal });
}

export const staffInquiriesQueryOptions = () =>
  ({
    queryKey: ['staff', 'inquiries'] as const,
    queryFn: ({ pageParam, signal }) => fetchStaffInquiries(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last: StaffInquiriesResponse) => last.next_page ?? undefined,
    staleTime: 0,
  }) satisfies ApiPagesOptions<StaffInquiriesResponse>;

/** The pages loaded so far; fetchNextPage() loads older messages. */
export function useStaffInquiries() {
  return useApiQuery(staffInquiriesQueryOptions());
}
