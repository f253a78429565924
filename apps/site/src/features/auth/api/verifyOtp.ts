import { signInResponseSchema, type SignInResponse, type VerifyOtpRequest } from '@sukoon/contracts';
import * as accountsEndpoints from '@sukoon/contracts/endpoints/accounts';
import { callApiRaw } from '../../../lib/apiClient';

/**
 * POST /api/users/verify-otp/: the e-mailed registration code. A verified address is signed in: the answer carries
 * a session like a sign-in's, returned here; a body without one (the spec's "success body not shown") gives undefined.
 */
export async function verifyOtp(values: VerifyOtpRequest): Promise<SignInResponse | undefined> {
  const { body } = await callApiRaw(accountsEndpoints.verifyOtp, { json: values });
  const session = signInResponseSchema.safeParse(body);
  return session.success ? session.data : undefined;
}
