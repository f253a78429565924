// The account journeys that need no session state (spec 01 section 4): registration, e-mail
// verification, password change and reset. Part of the auth flow module: useAccountFlows hands them
// to screens and dialogs beside the session journeys.
import type { ChangePasswordRequest, RegisterRequest, SignInResponse } from '@sukoon/contracts';
import { accountsCopy } from '@sukoon/contracts/copy/accounts';
import { remove, writeString } from '../../lib/storage';
import { changePasswordMutationOptions } from './api/changePassword';
import { forgotPasswordMutationOptions } from './api/forgotPassword';
import { registerMutationOptions } from './api/register';
import { resendOtpMutationOptions } from './api/resendOtp';
import { resetPasswordMutationOptions, type ResetPasswordValues } from './api/resetPassword';
import { verifyOtpMutationOptions } from './api/verifyOtp';

/**
 * The account calls that need no session state: each makes its call through its file's mutation options, which
 * reject with the one text the spec gives its failure (A8), so a form shows the rejection's message as it is.
 */
export const accountCalls = {
  /** Registration (A4): the e-mail is kept for /verify-email. */
  async register(payload: RegisterRequest): Promise<void> {
    await registerMutationOptions().mutationFn(payload);
    writeString('registeredEmail', payload.email);
  },
  /**
   * E-mail verification (A4): the kept address is forgotten once verified. Resolves with the session the answer
   * carries (useAccountFlows signs the person in with it), or undefined when it carries none.
   */
  async verifyEmail(email: string, otp: string): Promise<SignInResponse | undefined> {
    const session = await verifyOtpMutationOptions().mutationFn({ email, otp });
    remove('registeredEmail');
    return session;
  },
  /** A new registration code; a failure rejects with the text to show. */
  resendVerificationCode: (email: string): Promise<void> => resendOtpMutationOptions().mutationFn(email),
  /** Change password (A4): resolves with the success text. */
  async changePassword(values: ChangePasswordRequest): Promise<string> {
    await changePasswordMutationOptions().mutationFn(values);
    return accountsCopy.changePassword.success;
  },
  /** Forgot password (A4): send the code, send it again, reset with it. */
  requestResetCode: (email: string) => forgotPasswordMutationOptions('request').mutationFn(email),
  resendResetCode: (email: string) => forgotPasswordMutationOptions('resend').mutationFn(email),
  resetPassword: (values: ResetPasswordValues) => resetPasswordMutationOptions().mutationFn(values),
};
