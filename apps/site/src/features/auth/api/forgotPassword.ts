import { useMutation } from '@tanstack/react-query';
import { accountsCopy } from '@sukoon/contracts/copy/accounts';
import { accountEndpoint } from './accountEndpoint';
import { callApi } from '../../../lib/callApi';
import { wordedCall } from '../../../lib/failureMessage';
import { SEND_NOW, type MutationConfig } from '../../../lib/mutationConfig';
import { forgotPasswordFailure, type ForgotCall } from '../errorMessages';

/**
 * {base}/users/forget-password/ with the e-mail. Success is an answer whose message contains
 * "OTP sent" (A7); any other answer is a failure showing its message. Resolves with the message.
 */
export async function forgotPassword(email: string): Promise<string> {
  const { message } = await callApi(accountEndpoint('forgotPassword'), { json: { email } });
  if (!/OTP sent/i.test(message)) throw new Error(message.trim() || accountsCopy.forgotPassword.failures.request);
  return message;
}

/** Rejects with the text A8 gives a failure of this use of the call: the first code or a new one. */
export const forgotPasswordMutationOptions = (call: Extract<ForgotCall, 'request' | 'resend'> = 'request') => ({
  mutationFn: wordedCall(forgotPassword, forgotPasswordFailure(call)),
  ...SEND_NOW,
});

export function useForgotPassword(
  call: Extract<ForgotCall, 'request' | 'resend'> = 'request',
  config: MutationConfig<typeof forgotPassword> = {},
) {
  return useMutation({ ...forgotPasswordMutationOptions(call), ...config });
}
