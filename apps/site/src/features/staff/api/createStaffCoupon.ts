import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { StaffCoupon, StaffCouponCreate } from '@sukoon/contracts';
import * as staffEndpoints from '@sukoon/contracts/endpoints/staff';
import { callApi } from '../../../lib/callApi';
import { staffCouponsQueryKey } from './staffCoupons';

/** POST /api/staff/coupons/ (staff only): a new coupon; 409 when its code exists. */
export function createStaffCoupon(input: StaffCouponCreate): Promise<StaffCoupon> {
  return callApi(staffEndpoints.staffCreateCoupon, { json: input });
}

export const createStaffCouponMutationOptions = (client: QueryClient) => ({
  mutationFn: createStaffCoupon,
  onSuccess: (created: StaffCoupon) => {
    client.setQueryData<StaffCoupon[]>(staffCouponsQueryKey, (current) => (current ? [created, ...current] : current));
  },
});

export function useCreateStaffCoupon() {
  return useMutation(createStaffCouponMutationOptions(useQueryClient()));
}
