import { useMutation } from '@tanstack/react-query';
import { accountEndpoint } from './accountEndpoint';
import { callApi } from '../../../lib/callApi';
import { SEND_NOW, type MutationConfig } from '../../../lib/mutationConfig';
import { wordedCall } from '../../../lib/failureMessage';
import { forgotPasswordFailure } from '../errorMessages';

export interface ResetPasswordValues {
  email: string;
  /** The 6 digits as typed. */
  otp: string;
  password: string;
}

/**
 * {base}/users/reset-password/ with email, password and the code as a number (A7). A 2xx answer
 * carrying an `error` field is a failure (A7: "an error field on failure"). Resolves with the message.
 */
export async function resetPassword({ email, otp, password }: ResetPasswordValues): Promise<string | undefined> {
  const answer = await callApi(accountEndpoint('resetPassword'), {
    json: { email, password, otp: Number(otp) },
  });
  if (answer.error) throw new Error(answer.error);
  return answer.message;
}

/** Rejects with the text A8 gives its failure. */
export const resetPasswordMutationOptions = () => ({
  mutationFn: wordedCall(resetPassword, forgotPasswordFailure('reset')),
  ...SEND_NOW,
});

export function useResetPassword(config: MutationConfig<typeof resetPassword> = {}) {
  return useMutation({ ...resetPasswordMutationOptions(), ...config });
}
