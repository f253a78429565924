import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StaffRefund } from '@sukoon/contracts';
import * as staffEndpoints from '@sukoon/contracts/endpoints/staff';
import { callApi } from '../../../lib/apiClient';

export const staffRefundsQueryKey = ['staff', 'refunds'] as const;

/** GET /api/staff/refunds/ (staff only): refunds due, waiting ones first, then refunded ones. */
export function fetchStaffRefunds(signal?: AbortSignal): Promise<StaffRefund[]> {
  return callApi(staffEndpoints.staffRefunds, { signal });
}

export const staffRefundsQueryOptions = () =>
  queryOptions({ queryKey: staffRefundsQueryKey, queryFn: ({ signal }) => fetchStaffRefunds(signal), staleTime: 0 });

export function useStaffRefunds() {
  return useQuery(staffRefundsQueryOptions());
}

/** PATCH /api/staff/refunds/:paymentId/ (staff only): the money went back; the server records who and when. */
export function markRefunded(paymentId: number): Promise<StaffRefund> {
  return callApi(staffEndpoints.staffMarkRefunded, { params: [paymentId] });
}
