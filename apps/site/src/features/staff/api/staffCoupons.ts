import type { StaffCoupon } from '@sukoon/contracts';
import * as staffEndpoints from '@sukoon/contracts/endpoints/staff';
import { callApi } from '../../../lib/callApi';
import { useApiQuery, type ApiQueryOptions } from '../../../lib/useApiQuery';

export const staffCouponsQueryKey = ['staff', 'coupons'] as const;

/** GET /api/staff/coupons/ (staff only): every coupon with its limits and uses, active ones first. */
export function fetchStaffCoupons(signal?: AbortSignal): Promise<StaffCoupon[]> {
  return callApi(staffEndpoints.staffCoupons, { signal });
}

export const staffCouponsQueryOptions = () =>
  ({
    queryKey: staffCouponsQueryKey,
    queryFn: ({ signal }) => fetchStaffCoupons(signal),
    staleTime: 0,
  }) satisfies ApiQueryOptions<StaffCoupon[]>;

export function useStaffCoupons() {
  return useApiQuery(staffCouponsQueryOptions());
}
