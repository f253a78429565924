import { endpoints, type VerifyOtpRequest } from '@sukoon/contracts';
import { callApiRaw } from '../../../lib/apiClient';

/** POST /api/users/verify-otp/: the e-mailed registration code. The success body is not used (A7). */
export async function verifyOtp(values: VerifyOtpRequest): Promise<void> {
  await callApiRaw(endpoints.verifyOtp, { json: values });
}
