import { useMutation } from '@tanstack/react-query';
import type { InitiateMembershipPaymentRequest } from '@sukoon/contracts';
import * as paymentsEndpoints from '@sukoon/contracts/endpoints/payments';
import { callApi, type RawResult } from '../../../lib/callApi';
import type { MutationConfig } from '../../../lib/mutationConfig';

/**
 * POST /api/payments/initiate/ for a membership (B7: member_id, final_price, gst_number, coupon_code). The
 * answer may be JSON of several shapes or an HTML form, so it is returned raw for classifyPurchaseAnswer.
 */
export async function initiateMembershipPayment(payload: InitiateMembershipPaymentRequest): Promise<RawResult> {
  return callApi(paymentsEndpoints.initiateMembershipPayment, { json: payload, raw: true });
}

/** Rejects with the call's ApiError: the flow (purchaseMembership) turns it into its outcome. */
export const initiateMembershipPaymentMutationOptions = () => ({ mutationFn: initiateMembershipPayment });

export function useInitiateMembershipPayment(config: MutationConfig<typeof initiateMembershipPayment> = {}) {
  return useMutation({ ...initiateMembershipPaymentMutationOptions(), ...config });
}
