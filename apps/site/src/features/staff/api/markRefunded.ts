import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { StaffRefund } from '@sukoon/contracts';
import * as staffEndpoints from '@sukoon/contracts/endpoints/staff';
import { callApi } from '../../../lib/callApi';
import { staffRefundsQueryKey } from './staffRefunds';

/** PATCH /api/staff/refunds/:paymentId/ (staff only): the money went back; the server records who and when. */
export function markRefunded(paymentId: number): Promise<StaffRefund> {
  return callApi(staffEndpoints.staffMarkRefunded, { params: [paymentId] });
}

export const markRefundedMutationOptions = (client: QueryClient) => ({
  mutationFn: markRefunded,
  onSuccess: (saved: StaffRefund) => {
    // Refunded ones go below the waiting ones, as the server lists them.
    client.setQueryData<StaffRefund[]>(staffRefundsQueryKey, (list) => {
      const next = list?.map((item) => (item.payment_id === saved.payment_id ? saved : item)) ?? [];
      return [...next.filter((item) => !item.refunded_at), ...next.filter((item) => item.refunded_at)];
    });
  },
});

export function useMarkRefunded() {
  return useMutation(markRefundedMutationOptions(useQueryClient()));
}
