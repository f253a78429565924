// The account screens' error catalogue (spec 01 section 8): how each call's failures read, as wordings for the
// site's one failure-to-text function (lib/failureMessage); the call files' mutation options reject with that text.
import { API_ERROR_CODES, errorCodeOf } from '@sukoon/contracts';
import { accountsCopy } from '@sukoon/contracts/copy/accounts';
import { ApiError } from '../../lib/apiError';
import { allFailuresRead, type FailureWording } from '../../lib/failureMessage';

/**
 * A password sign-in refused only because the address is not verified yet (403 with the code `email_not_verified`;
 * the server has e-mailed a code): the person is taken to /verify-email instead of being shown a failure.
 */
export function isUnverifiedSignIn(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    error.kind === 'http' &&
    error.status === 403 &&
    errorCodeOf(error.body) === API_ERROR_CODES.emailNotVerified
  );
}

/** One text for every failure of an account call but the server's reason, which may be a Django-style field map. */
const allBut = (text: string) => ({ ...allFailuresRead(text), fieldMap: true }) as const;

/** Password sign-in (A8): one text whatever went wrong. */
export const signInFailure: FailureWording = accountsCopy.signIn.failed;

/** Registration (A8): 500, the server's reason, time-out, network, else the defaults. */
export const registrationFailure: FailureWording = {
  ...allBut(accountsCopy.registration.failed),
  serverError: accountsCopy.registration.serverError,
  timeout: accountsCopy.common.timeout,
  network: accountsCopy.common.network,
  parse: accountsCopy.common.unexpected,
  other: accountsCopy.common.unexpected,
};

/** Social sign-in (A8): "Google login failed: {reason}" when the server gave one, else the generic text. */
export const googleLoginFailure: FailureWording = {
  ...allBut(accountsCopy.google.failed),
  reason: accountsCopy.google.failedBecause,
  parse: accountsCopy.common.userDataMissing,
  other: accountsCopy.google.unexpected,
};

/** Profile completion (A8): the server's reason, its status, or the generic text when the call never answered. */
export const completeProfileFailure: FailureWording = {
  ...allBut(accountsCopy.completeProfile.failed),
  reason: accountsCopy.completeProfile.failedBecause,
  refused: accountsCopy.completeProfile.failedWithStatus,
  // No token: the client's own "Authentication token not found...".
  noToken: undefined,
};

/** E-mail verification (A8): the server's message or detail, the client's message, else the default. */
export const verificationFailure: FailureWording = {
  ...allBut(accountsCopy.verifyEmail.failed),
  // No answer, or a failure of the site's own: its own words when it has any.
  timeout: undefined,
  network: undefined,
  otherAlways: undefined,
};

/**
 * Resend of the registration code (A8: "Failed to resend code. Please try again."), except when the server asked the
 * person to wait (429, "Too many attempts. Please wait 1 minute and try again."): then its words, which say what to do.
 */
export const resendFailure: FailureWording = {
  ...allBut(accountsCopy.verifyEmail.resendFailed),
  reasonOnlyFor: [429],
};

/** Change password (A8): no token, the server's message, else the default. */
export const changePasswordFailure: FailureWording = {
  ...allBut(accountsCopy.changePassword.failed),
  noToken: accountsCopy.common.tokenMissing,
};

export type ForgotCall = 'request' | 'reset' | 'resend';

const looksLikeHtml = (text: string) => /^\s*</.test(text) || /<(!doctype|html|body|head)\b/i.test(text);

/** A broken server answers forgot-password in many shapes: a Python AttributeError trace, HTML, unparseable text. */
function brokenForgotBody(body: unknown): string | undefined {
  const raw = typeof body === 'string' ? body : body === undefined ? '' : JSON.stringify(body);
  if (raw.includes('AttributeError')) return accountsCopy.forgotPassword.failures.unavailable;
  if (typeof body !== 'string') return undefined;
  return looksLikeHtml(body)
    ? accountsCopy.forgotPassword.failures.htmlBody
    : accountsCopy.forgotPassword.failures.unparseable;
}

/**
 * Forgot password (A8), read from the body first (brokenForgotBody), then JSON of the wrong shape, the server's own
 * message, a connection failure, or the call's default.
 */
export const forgotPasswordFailure = (call: ForgotCall): FailureWording => ({
  fieldMap: true,
  brokenBody: brokenForgotBody,
  refused: accountsCopy.forgotPassword.failures[call],
  noToken: accountsCopy.forgotPassword.failures[call],
  parse: accountsCopy.forgotPassword.failures.parseException,
  timeout: accountsCopy.forgotPassword.failures.connection,
  network: accountsCopy.forgotPassword.failures.connection,
  other: accountsCopy.forgotPassword.failures[call],
});

/** The profile read (A8): unreadable, refused, or not loaded at all. */
export const userProfileFailure: FailureWording = {
  ...allBut(accountsCopy.profile.loadFailed),
  reason: false,
  refused: accountsCopy.profile.fetchFailed,
  noToken: accountsCopy.profile.fetchFailed,
  parse: accountsCopy.profile.invalid,
};
