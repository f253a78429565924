import { endpoints } from '@sukoon/contracts';
import { callApiRaw } from '../../../lib/apiClient';

/** POST /api/users/auth/resend-otp/: a new registration code. The answer is not used (A7). */
export async function resendOtp(email: string): Promise<void> {
  await callApiRaw(endpoints.resendOtp, { json: { email } });
}
