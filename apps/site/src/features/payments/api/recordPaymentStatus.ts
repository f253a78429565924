import { useMutation } from '@tanstack/react-query';
import { type RecordPaymentStatusRequest, type RecordPaymentStatusResponse } from '@sukoon/contracts';
import * as paymentsEndpoints from '@sukoon/contracts/endpoints/payments';
import { callApi } from '../../../lib/callApi';
import type { MutationConfig } from '../../../lib/mutationConfig';

/** The second use of POST /api/payments/initiate/: records a status the payment answer gave as JSON (B4, B7). */
export async function recordPaymentStatus(payload: RecordPaymentStatusRequest): Promise<RecordPaymentStatusResponse> {
  return callApi(paymentsEndpoints.recordPaymentStatus, { json: payload });
}

/** Rejects with the call's ApiError: the flow (payForSession) turns it into its outcome. */
export const recordPaymentStatusMutationOptions = () => ({ mutationFn: recordPaymentStatus });

export function useRecordPaymentStatus(config: MutationConfig<typeof recordPaymentStatus> = {}) {
  return useMutation({ ...recordPaymentStatusMutationOptions(), ...config });
}
