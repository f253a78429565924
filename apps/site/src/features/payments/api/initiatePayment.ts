import type { InitiatePaymentRequest } from '@sukoon/contracts';
import * as paymentsEndpoints from '@sukoon/contracts/endpoints/payments';
import { callApi, type RawResult } from '../../../lib/callApi';

/**
 * POST /api/payments/initiate/ for a booked session. The answer may be JSON or an HTML page with
 * the provider's form, so it is returned raw for classifyPaymentAnswer.
 */
export async function initiatePayment(payload: InitiatePaymentRequest): Promise<RawResult> {
  return callApi(paymentsEndpoints.initiatePayment, { json: payload, raw: true });
}
