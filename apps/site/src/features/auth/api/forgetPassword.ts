import { endpoints } from '@sukoon/contracts';
import { callApi } from '../../../lib/apiClient';
import { FORGOT_MESSAGES } from '../errorMessages';

/**
 * {base}/users/forget-password/ with the e-mail. Success is an answer whose message contains
 * "OTP sent" (A7); any other answer is a failure showing its message. Resolves with the message.
 */
export async function forgetPassword(email: string): Promise<string> {
  const { message } = await callApi(endpoints.forgetPassword, { json: { email } });
  if (!/OTP sent/i.test(message)) throw new Error(message.trim() || FORGOT_MESSAGES.requestDefault);
  return message;
}
