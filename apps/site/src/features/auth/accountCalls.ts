// The account journeys that need no session state (spec 01 section 4): registration, e-mail
// verification, password change and reset. Part of the auth flow module: useAccountFlows hands them
// to screens and dialogs beside the session journeys.
import type { ChangePasswordRequest, RegisterRequest, SignInResponse } from '@sukoon/contracts';
import { accountsCopy } from '@sukoon/contracts/copy/accounts';
import { remove, writeString } from '../../lib/storage';
import { changePassword as changePasswordCall } from './api/changePassword';
import { forgotPassword } from './api/forgotPassword';
import { register as registerCall } from './api/register';
import { resendOtp } from './api/resendOtp';
import { resetPassword as resetPasswordCall, type ResetPasswordValues } from './api/resetPassword';
import { verifyOtp } from './api/verifyOtp';
import * as failure from './errorMessages';

/** Runs a call and rejects with the text the error catalogue gives its failure (A8). */
async function withMessage<T>(run: () => Promise<T>, messageOf: (error: unknown) => string): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw new Error(messageOf(error), { cause: error });
  }
}

const forgotMessage = (call: failure.ForgotCall) => (error: unknown) => failure.forgotPasswordErrorMessage(error, call);

/**
 * The account calls that need no session state: each makes its call and rejects with the one text
 * the spec gives its failure (A8), so a form shows the rejection's message as it is.
 */
export const accountCalls = {
  /** Registration (A4): the e-mail is kept for /verify-email. */
  async register(payload: RegisterRequest): Promise<void> {
    await withMessage(() => registerCall(payload), failure.registrationErrorMessage);
    writeString('registeredEmail', payload.email);
  },
  /**
   * E-mail verification (A4): the kept address is forgotten once verified. Resolves with the session the answer
   * carries (useAccountFlows signs the person in with it), or undefined when it carries none.
   */
  async verifyEmail(email: string, otp: string): Promise<SignInResponse | undefined> {
    const session = await withMessage(() => verifyOtp({ email, otp }), failure.verificationErrorMessage);
    remove('registeredEmail');
    return session;
  },
  /** A new registration code; a failure rejects with the text to show (resendErrorMessage). */
  resendVerificationCode: (email: string): Promise<void> =>
    withMessage(() => resendOtp(email), failure.resendErrorMessage),
  /** Change password (A4): resolves with the success text. */
  async changePassword(values: ChangePasswordRequest): Promise<string> {
    await withMessage(() => changePasswordCall(values), failure.changePasswordErrorMessage);
    return accountsCopy.changePassword.success;
  },
  /** Forgot password (A4): send the code, send it again, reset with it. */
  requestResetCode: (email: string) => withMessage(() => forgotPassword(email), forgotMessage('request')),
  resendResetCode: (email: string) => withMessage(() => forgotPassword(email), forgotMessage('resend')),
  resetPassword: (values: ResetPasswordValues) => withMessage(() => resetPasswordCall(values), forgotMessage('reset')),
};
