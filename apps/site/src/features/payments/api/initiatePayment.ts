import { useMutation } from '@tanstack/react-query';
import type { InitiatePaymentRequest } from '@sukoon/contracts';
import * as paymentsEndpoints from '@sukoon/contracts/endpoints/payments';
import { callApi, type RawResult } from '../../../lib/callApi';
import type { MutationConfig } from '../../../lib/mutationConfig';

/**
 * POST /api/payments/initiate/ for a booked session. The answer may be JSON or an HTML page with
 * the provider's form, so it is returned raw for classifyPaymentAnswer.
 */
export async function initiatePayment(payload: InitiatePaymentRequest): Promise<RawResult> {
  return callApi(paymentsEndpoints.initiatePayment, { json: payload, raw: true });
}

/** Rejects with the call's ApiError: the flow (payForSession) turns it into its outcome. */
export const initiatePaymentMutationOptions = () => ({ mutationFn: initiatePayment });

export function useInitiatePayment(config: MutationConfig<typeof initiatePayment> = {}) {
  return useMutation({ ...initiatePaymentMutationOptions(), ...config });
}
