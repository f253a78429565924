import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints, type StaffRefund } from '@sukoon/contracts';
import { callApi } from '../../../lib/apiClient';

export const staffRefundsQueryKey = ['staff', 'refunds'] as const;

/** GET /api/staff/refunds/ (staff only): refunds due, waiting ones first, then refunded ones. */
export function fetchStaffRefunds(signal?: AbortSignal): Promise<StaffRefund[]> {
  return callApi(endpoints.staffRefunds, { signal });
}

export const staffRefundsQueryOptions = () =>
  queryOptions({ queryKey: staffRefundsQueryKey, queryFn: ({ signal }) => fetchStaffRefunds(signal), staleTime: 0 });

export function useStaffRefunds() {
  return useQuery(staffRefundsQueryOptions());
}

/** PATCH /api/staff/refunds/:paymentId/ (staff only): the money went back; the server records who and when. */
export function markRefunded(paymentId: number): Promise<StaffRefund> {
  return callApi(endpoints.staffMarkRefunded, { params: [paymentId] });
}
