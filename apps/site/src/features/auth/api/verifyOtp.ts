import { useMutation } from '@tanstack/react-query';
import type { SignInResponse, VerifyOtpRequest } from '@sukoon/contracts';
import { accountEndpoint } from './accountEndpoint';
import { callApi } from '../../../lib/callApi';
import { SEND_NOW, type MutationConfig } from '../../../lib/mutationConfig';
import { wordedCall } from '../../../lib/failureMessage';
import { verificationFailure } from '../errorMessages';

/**
 * POST /api/users/verify-otp/: the e-mailed registration code. A verified address is signed in: the answer carries
 * a session like a sign-in's, returned here; a body without one (the spec's "success body not shown") gives undefined.
 */
export async function verifyOtp(values: VerifyOtpRequest): Promise<SignInResponse | undefined> {
  const { body } = await callApi(accountEndpoint('verifyOtp'), { json: values, raw: true });
  // Loaded with the call (its schemas' module, already fetched by callApi).
  const { signInResponseSchema } = await import('@sukoon/contracts/schemas/accounts');
  const session = signInResponseSchema.safeParse(body);
  return session.success ? session.data : undefined;
}

/** Rejects with the text A8 gives its failure. */
export const verifyOtpMutationOptions = () => ({ mutationFn: wordedCall(verifyOtp, verificationFailure), ...SEND_NOW });

export function useVerifyOtp(config: MutationConfig<typeof verifyOtp> = {}) {
  return useMutation({ ...verifyOtpMutationOptions(), ...config });
}
