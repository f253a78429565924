import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { StaffCoupon } from '@sukoon/contracts';
import * as staffEndpoints from '@sukoon/contracts/endpoints/staff';
import { callApi } from '../../../lib/callApi';
import { useItemSaves } from './itemSaves';
import { staffCouponsQueryKey } from './staffCoupons';

export interface CouponActivity {
  code: string;
  active: boolean;
}

/** PATCH /api/staff/coupons/:code/ (staff only): pause (false) or resume (true). */
export function setStaffCouponActive({ code, active }: CouponActivity): Promise<StaffCoupon> {
  return callApi(staffEndpoints.staffUpdateCoupon, { params: [code], json: { active } });
}

const mutationKey = ['staff', 'setCouponActive'] as const;

export const setStaffCouponActiveMutationOptions = (client: QueryClient) => ({
  mutationKey,
  mutationFn: setStaffCouponActive,
  onSuccess: (saved: StaffCoupon) => {
    client.setQueryData<StaffCoupon[]>(staffCouponsQueryKey, (list) =>
      list?.map((item) => (item.code === saved.code ? saved : item)),
    );
  },
});

export function useSetStaffCouponActive() {
  return useMutation(setStaffCouponActiveMutationOptions(useQueryClient()));
}

/** By code: the coupons being paused or resumed, and why the last pause or resume of each failed. */
export function useStaffCouponSaves() {
  return useItemSaves(mutationKey, (change: CouponActivity) => change.code);
}
