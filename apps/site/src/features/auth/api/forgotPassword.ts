import { accountsCopy } from '@sukoon/contracts/copy/accounts';
import { accountEndpoint } from './accountEndpoint';
import { callApi } from '../../../lib/callApi';

/**
 * {base}/users/forget-password/ with the e-mail. Success is an answer whose message contains
 * "OTP sent" (A7); any other answer is a failure showing its message. Resolves with the message.
 */
export async function forgotPassword(email: string): Promise<string> {
  const { message } = await callApi(accountEndpoint('forgotPassword'), { json: { email } });
  if (!/OTP sent/i.test(message)) throw new Error(message.trim() || accountsCopy.forgotPassword.failures.request);
  return message;
}
