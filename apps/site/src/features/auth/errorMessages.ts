// The account screens' error catalogue (spec 01 section 8): which text a failed call shows.
// Each function takes what a call rejected with (usually an ApiError) and returns one text.
import { errorMessageOf, joinFieldErrors } from '@sukoon/contracts';
import { ApiError } from '../../lib/apiClient';

export const ACCOUNT_MESSAGES = {
  signInFailed: 'Invalid email or password. Please try again.',
  googleFailedGeneric: 'Google login failed. Please try again or use email login.',
  googleUnexpected: 'An unexpected error occurred during Google login. Please try again.',
  googleSignUpWidget: 'Google sign-up failed. Please try again or use email registration.',
  userDataMissing: 'User data is missing. Please try logging in again.',
  registrationIncomplete: 'User registration incomplete. Please provide your location to continue.',
  updateProfileFailed: 'Failed to update your information. Please try again.',
  registrationServerError: 'Server error occurred. Please try again later or contact support.',
  registrationFailed: 'Registration failed. Please try again.',
  timeout: 'Request timed out. Please try again.',
  network: 'Network error. Please check your internet connection.',
  unexpected: 'An unexpected error occurred. Please try again.',
  verificationFailed: 'Verification failed. Please try again.',
  resendFailed: 'Failed to resend code. Please try again.',
  tokenMissing: 'Authentication token not found. Please log in again.',
  changePasswordFailed: 'Failed to change password',
  passwordChanged: 'Password changed successfully!',
  authRequired: 'Authentication required. Please log in to view your profile.',
  profileFetchFailed: 'Failed to fetch user data',
  profileInvalid: 'Invalid data structure received from API',
  profileLoadFailed: 'Failed to load user details. Please try again later.',
} as const;

export const FORGOT_MESSAGES = {
  unavailable: 'Password reset service is currently unavailable. Please contact support.',
  htmlBody: 'Server error. Our team has been notified.',
  unparseable: 'Unable to connect to server. Please try again later.',
  parseException: 'Could not process server response. Please try again.',
  requestDefault: 'Failed to send password reset code. Please try again.',
  resetDefault: 'Failed to reset password. Please try again.',
  resendDefault: 'Failed to resend verification code.',
  connection: 'Connection error. Please try again.',
} as const;

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

/** The server's own reason in an error body: message, detail, a string body, or the joined field errors. */
export function serverReason(body: unknown): string | undefined {
  const known = errorMessageOf(body);
  if (known) return known;
  const fields = topLevelFieldErrors(body);
  return fields ? joinFieldErrors(fields) || undefined : undefined;
}

/** Registration (A8): 500, the server's reason, time-out, network, else the defaults. */
export function registrationErrorMessage(error: unknown): string {
  if (!isApiError(error)) return ACCOUNT_MESSAGES.unexpected;
  switch (error.kind) {
    case 'timeout':
      return ACCOUNT_MESSAGES.timeout;
    case 'network':
      return ACCOUNT_MESSAGES.network;
    case 'parse':
      return ACCOUNT_MESSAGES.unexpected;
    case 'http':
      if (error.status !== undefined && error.status >= 500) return ACCOUNT_MESSAGES.registrationServerError;
      return serverReason(error.body) ?? ACCOUNT_MESSAGES.registrationFailed;
  }
}

/** Social sign-in (A8): "Google login failed: {reason}" when the server gave one, else the generic text. */
export function googleLoginErrorMessage(error: unknown): string {
  if (!isApiError(error)) return ACCOUNT_MESSAGES.googleUnexpected;
  if (error.kind === 'parse') return ACCOUNT_MESSAGES.userDataMissing;
  if (error.kind === 'http') {
    const reason = serverReason(error.body);
    if (reason) return `Google login failed: ${reason}`;
  }
  return ACCOUNT_MESSAGES.googleFailedGeneric;
}

/** Profile completion (A8): the server's reason, its status, or the generic text when the call never answered. */
export function updateProfileErrorMessage(error: unknown): string {
  if (isApiError(error) && error.kind === 'http') {
    if (error.status === 401 && error.body === undefined) return error.message; // no token: "Authentication token not found..."
    const reason = serverReason(error.body);
    if (reason) return `Failed to update profile: ${reason}`;
    return `Failed to update profile with status ${error.status ?? 'unknown'}`;
  }
  return ACCOUNT_MESSAGES.updateProfileFailed;
}

/** E-mail verification (A8): the server's message or detail, the client's message, else the default. */
export function verificationErrorMessage(error: unknown): string {
  if (isApiError(error)) {
    if (error.kind === 'http') return serverReason(error.body) ?? ACCOUNT_MESSAGES.verificationFailed;
    if (error.kind === 'parse') return ACCOUNT_MESSAGES.verificationFailed;
    return error.message || ACCOUNT_MESSAGES.verificationFailed;
  }
  return error instanceof Error && error.message ? error.message : ACCOUNT_MESSAGES.verificationFailed;
}

/** Change password (A8): no token, the server's message, else the default. */
export function changePasswordErrorMessage(error: unknown): string {
  if (isApiError(error) && error.kind === 'http') {
    if (error.status === 401 && error.body === undefined) return ACCOUNT_MESSAGES.tokenMissing;
    return serverReason(error.body) ?? ACCOUNT_MESSAGES.changePasswordFailed;
  }
  return ACCOUNT_MESSAGES.changePasswordFailed;
}

export type ForgotCall = 'request' | 'reset' | 'resend';

const forgotDefaults: Record<ForgotCall, string> = {
  request: FORGOT_MESSAGES.requestDefault,
  reset: FORGOT_MESSAGES.resetDefault,
  resend: FORGOT_MESSAGES.resendDefault,
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
  if (raw.includes('AttributeError')) return FORGOT_MESSAGES.unavailable;
  if (typeof body === 'string') return looksLikeHtml(body) ? FORGOT_MESSAGES.htmlBody : FORGOT_MESSAGES.unparseable;
  if (error.kind === 'parse') return FORGOT_MESSAGES.parseException;
  if (error.kind === 'network' || error.kind === 'timeout') return FORGOT_MESSAGES.connection;
  return serverReason(body) ?? forgotDefaults[call];
}
