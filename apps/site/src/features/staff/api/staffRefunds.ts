import type { StaffRefund } from '@sukoon/contracts';
import * as staffEndpoints from '@sukoon/contracts/endpoints/staff';
import { callApi } from '../../../lib/callApi';
import { useApiQuery, type ApiQueryOptions } from '../../../lib/useApiQuery';

export const staffRefundsQueryKey = ['staff', 'refunds'] as const;

/** GET /api/staff/refunds/ (staff only): refunds due, waiting ones first, then refunded ones. */
export function fetchStaffRefunds(signal?: AbortSignal): Promise<StaffRefund[]> {
  return callApi(staffEndpoints.staffRefunds, { signal });
}

export const staffRefundsQueryOptions = () =>
  ({
    queryKey: staffRefundsQueryKey,
    queryFn: ({ signal }) => fetchStaffRefunds(signal),
    staleTime: 0,
  }) satisfies ApiQueryOptions<StaffRefund[]>;

export function useStaffRefunds() {
  return useApiQuery(staffRefundsQueryOptions());
}
