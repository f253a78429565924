// The account screens' error catalogue (spec 01 section 8): which text a failed call shows.
// Each function takes what a call rejected with (usually an ApiError) and returns one text.
import { API_ERROR_CODES, errorCodeOf, joinFieldErrors } from '@sukoon/contracts';
import { accountsCopy } from '@sukoon/contracts/copy/accounts';
import { ApiError } from '../../lib/apiError';
import { serverMessageOf } from '../../lib/failureMessage';

const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

/** A top-level Django-style field map ({ email: ['...'] }) when the body has no `errors` key. */
function topLevelFieldErrors(body: unknown): Record<string, string[]> | undefined {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return undefined;
  const out: Record<string, string[]> = {};
  for (const [field, value] of Object.entries(body)) {
    if (typeof value === 'string' && value.trim()) out[field] = [value];
    else if (Array.isArray(value)) {
      const texts = value.filter((item): item is string => typeof item === 'string' && item.trim() !== '');
      if (texts.length) out[field] = texts;
    }
  }
  return Object.keys(out).length ? out : undefined;
}

/**
 * The server's own reason in an error body: the site's one reading (serverMessageOf: message, detail, error, details,
 * a short text, the joined field errors), then a Django-style body of top-level field errors.
 */
export function serverReason(body: unknown): string | undefined {
  const known = serverMessageOf(body);
  if (known) return known;
  const fields = topLevelFieldErrors(body);
  return fields ? joinFieldErrors(fields) || undefined : undefined;
}

/**
 * A password sign-in refused only because the address is not verified yet (403 with the code `email_not_verified`;
 * the server has e-mailed a code): the person is taken to /verify-email instead of being shown a failure.
 */
export function isUnverifiedSignIn(error: unknown): boolean {
  return (
    isApiError(error) &&
    error.kind === 'http' &&
    error.status === 403 &&
    errorCodeOf(error.body) === API_ERROR_CODES.emailNotVerified
  );
}

/** Registration (A8): 500, the server's reason, time-out, network, else the defaults. */
export function registrationErrorMessage(error: unknown): string {
  if (!isApiError(error)) return accountsCopy.common.unexpected;
  switch (error.kind) {
    case 'timeout':
      return accountsCopy.common.timeout;
    case 'network':
      return accountsCopy.common.network;
    case 'parse':
      return accountsCopy.common.unexpected;
    case 'http':
      if (error.status !== undefined && error.status >= 500) return accountsCopy.registration.serverError;
      return serverReason(error.body) ?? accountsCopy.registration.failed;
  }
}

/** Social sign-in (A8): "Google login failed: {reason}" when the server gave one, else the generic text. */
export function googleLoginErrorMessage(error: unknown): string {
  if (!isApiError(error)) return accountsCopy.google.unexpected;
  if (error.kind === 'parse') return accountsCopy.common.userDataMissing;
  if (error.kind === 'http') {
    const reason = serverReason(error.body);
    if (reason) return accountsCopy.google.failedBecause(reason);
  }
  return accountsCopy.google.failed;
}

/** Profile completion (A8): the server's reason, its status, or the generic text when the call never answered. */
export function completeProfileErrorMessage(error: unknown): string {
  if (isApiError(error) && error.kind === 'http') {
    if (error.status === 401 && error.body === undefined) return error.message; // no token: "Authentication token not found..."
    const reason = serverReason(error.body);
    if (reason) return accountsCopy.completeProfile.failedBecause(reason);
    return accountsCopy.completeProfile.failedWithStatus(error.status ?? 'unknown');
  }
  return accountsCopy.completeProfile.failed;
}

/** E-mail verification (A8): the server's message or detail, the client's message, else the default. */
export function verificationErrorMessage(error: unknown): string {
  if (isApiError(error)) {
    if (error.kind === 'http') return serverReason(error.body) ?? accountsCopy.verifyEmail.failed;
    if (error.kind === 'parse') return accountsCopy.verifyEmail.failed;
    return error.message || accountsCopy.verifyEmail.failed;
  }
  return error instanceof Error && error.message ? error.message : accountsCopy.verifyEmail.failed;
}

/**
 * Resend of the registration code (A8: "Failed to resend code. Please try again."), except when the server asked the
 * person to wait (429, "Too many attempts. Please wait 1 minute and try again."): then its words, which say what to do.
 */
export function resendErrorMessage(error: unknown): string {
  if (isApiError(error) && error.kind === 'http' && error.status === 429) {
    return serverReason(error.body) ?? accountsCopy.verifyEmail.resendFailed;
  }
  return accountsCopy.verifyEmail.resendFailed;
}

/** Change password (A8): no token, the server's message, else the default. */
export function changePasswordErrorMessage(error: unknown): string {
  if (isApiError(error) && error.kind === 'http') {
    if (error.status === 401 && error.body === undefined) return accountsCopy.common.tokenMissing;
    return serverReason(error.body) ?? accountsCopy.changePassword.failed;
  }
  return accountsCopy.changePassword.failed;
}

export type ForgotCall = 'request' | 'reset' | 'resend';

const forgotDefaults: Record<ForgotCall, string> = {
  request: accountsCopy.forgotPassword.failures.request,
  reset: accountsCopy.forgotPassword.failures.reset,
  resend: accountsCopy.forgotPassword.failures.resend,
};

const looksLikeHtml = (text: string) => /^\s*</.test(text) || /<(!doctype|html|body|head)\b/i.test(text);

/**
 * Forgot password (A8), read from the body first because a broken server answers in many shapes:
 * a Python AttributeError trace, an HTML error page, unparseable text, JSON of the wrong shape,
 * then the server's own message, a connection failure, or the call's default.
 */
export function forgotPasswordErrorMessage(error: unknown, call: ForgotCall): string {
  if (!isApiError(error)) {
    return error instanceof Error && error.message ? error.message : forgotDefaults[call];
  }
  const { body } = error;
  const raw = typeof body === 'string' ? body : body === undefined ? '' : JSON.stringify(body);
  if (raw.includes('AttributeError')) return accountsCopy.forgotPassword.failures.unavailable;
  if (typeof body === 'string')
    return looksLikeHtml(body)
      ? accountsCopy.forgotPassword.failures.htmlBody
      : accountsCopy.forgotPassword.failures.unparseable;
  if (error.kind === 'parse') return accountsCopy.forgotPassword.failures.parseException;
  if (error.kind === 'network' || error.kind === 'timeout') return accountsCopy.forgotPassword.failures.connection;
  return serverReason(body) ?? forgotDefaults[call];
}
