import * as accountsEndpoints from '@sukoon/contracts/endpoints/accounts';
import { callApiRaw } from '../../../lib/apiClient';

/** POST /api/users/auth/resend-otp/: a new registration code. The answer is not used (A7). */
export async function resendOtp(email: string): Promise<void> {
  await callApiRaw(accountsEndpoints.resendOtp, { json: { email } });
}
