import { accountEndpoint } from './accountEndpoint';
import { callApiRawOnDemand } from '../../../lib/callApiOnDemand';

/** POST /api/users/auth/resend-otp/: a new registration code. The answer is not used (A7). */
export async function resendOtp(email: string): Promise<void> {
  await callApiRawOnDemand(accountEndpoint('resendOtp'), { json: { email } });
}
