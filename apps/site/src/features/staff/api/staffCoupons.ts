import type { StaffCoupon, StaffCouponCreate } from '@sukoon/contracts';
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

/** POST /api/staff/coupons/ (staff only): a new coupon; 409 when its code exists. */
export function createStaffCoupon(input: StaffCouponCreate): Promise<StaffCoupon> {
  return callApi(staffEndpoints.staffCreateCoupon, { json: input });
}

/** PATCH /api/staff/coupons/:code/ (staff only): pause (false) or resume (true). */
export function setStaffCouponActive(code: string, active: boolean): Promise<StaffCoupon> {
  return callApi(staffEndpoints.staffUpdateCoupon, { params: [code], json: { active } });
}
