import { accountEndpoint } from './accountEndpoint';
import { callApi } from '../../../lib/callApi';

/** POST /api/users/auth/resend-otp/: a new registration code. The answer is not used (A7). */
export async function resendOtp(email: string): Promise<void> {
  await callApi(accountEndpoint('resendOtp'), { json: { email }, raw: true });
}
