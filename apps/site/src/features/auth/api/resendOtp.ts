import { useMutation } from '@tanstack/react-query';
import { accountEndpoint } from './accountEndpoint';
import { callApi } from '../../../lib/callApi';
import { SEND_NOW, type MutationConfig } from '../../../lib/mutationConfig';
import { wordedCall } from '../../../lib/failureMessage';
import { resendFailure } from '../errorMessages';

/** POST /api/users/auth/resend-otp/: a new registration code. The answer is not used (A7). */
export async function resendOtp(email: string): Promise<void> {
  await callApi(accountEndpoint('resendOtp'), { json: { email }, raw: true });
}

/** Rejects with the text A8 gives its failure. */
export const resendOtpMutationOptions = () => ({ mutationFn: wordedCall(resendOtp, resendFailure), ...SEND_NOW });

export function useResendOtp(config: MutationConfig<typeof resendOtp> = {}) {
  return useMutation({ ...resendOtpMutationOptions(), ...config });
}
