import { type RecordPaymentStatusRequest, type RecordPaymentStatusResponse } from '@sukoon/contracts';
import * as paymentsEndpoints from '@sukoon/contracts/endpoints/payments';
import { callApi } from '../../../lib/callApi';

/** The second use of POST /api/payments/initiate/: records a status the payment answer gave as JSON (B4, B7). */
export async function recordPaymentStatus(payload: RecordPaymentStatusRequest): Promise<RecordPaymentStatusResponse> {
  return callApi(paymentsEndpoints.recordPaymentStatus, { json: payload });
}
