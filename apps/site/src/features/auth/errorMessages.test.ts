import { describe, expect, it } from 'vitest';
import { accountsCopy } from '@sukoon/contracts/copy/accounts';
import { ApiError } from '../../lib/apiError';
import {
  changePasswordErrorMessage,
  forgotPasswordErrorMessage,
  googleLoginErrorMessage,
  registrationErrorMessage,
  completeProfileErrorMessage,
  verificationErrorMessage,
} from './errorMessages';

const http = (status: number, body: unknown) => new ApiError('x', 'http', status, body);
const timeout = new ApiError(accountsCopy.common.timeout, 'timeout', undefined, undefined);
const network = new ApiError(accountsCopy.common.network, 'network', undefined, undefined);

describe('registration errors (A8)', () => {
  it.each([
    ['a 500', http(500, { message: 'boom' }), accountsCopy.registration.serverError],
    ['a message', http(400, { message: 'Email already registered' }), 'Email already registered'],
    ['a detail', http(400, { detail: 'Too many attempts' }), 'Too many attempts'],
    ['a string body', http(400, 'Bad things'), 'Bad things'],
    [
      'an errors map',
      http(400, { errors: { email: ['Taken'], mobile: ['Too short'] } }),
      'email: Taken; mobile: Too short',
    ],
    ['top-level field errors', http(400, { email: ['Taken'], pincode: 'Required' }), 'email: Taken; pincode: Required'],
    ['an empty body', http(400, undefined), accountsCopy.registration.failed],
    ['a time-out', timeout, accountsCopy.common.timeout],
    ['a network failure', network, accountsCopy.common.network],
    ['anything else', new TypeError('x'), accountsCopy.common.unexpected],
  ])('%s', (_, error, text) => {
    expect(registrationErrorMessage(error)).toBe(text);
  });
});

describe('forgot-password errors (A8)', () => {
  it('reads an AttributeError trace, even inside JSON or HTML', () => {
    expect(
      forgotPasswordErrorMessage(http(500, "AttributeError: 'NoneType' has no attribute 'email'"), 'request'),
    ).toBe(accountsCopy.forgotPassword.failures.unavailable);
    expect(
      forgotPasswordErrorMessage(http(500, { detail: 'AttributeError at /users/forget-password/' }), 'reset'),
    ).toBe(accountsCopy.forgotPassword.failures.unavailable);
  });

  it('says "Server error" for an HTML page', () => {
    expect(
      forgotPasswordErrorMessage(http(502, '<!DOCTYPE html><html><body>Bad gateway</body></html>'), 'request'),
    ).toBe(accountsCopy.forgotPassword.failures.htmlBody);
  });

  it('says it cannot connect for other unparseable text', () => {
    expect(forgotPasswordErrorMessage(http(500, 'upstream connect error'), 'request')).toBe(
      accountsCopy.forgotPassword.failures.unparseable,
    );
  });

  it('says the answer could not be processed when JSON has the wrong shape', () => {
    expect(forgotPasswordErrorMessage(new ApiError('x', 'parse', 200, { ok: true }), 'request')).toBe(
      accountsCopy.forgotPassword.failures.parseException,
    );
  });

  it('shows the server message or the error field', () => {
    expect(forgotPasswordErrorMessage(http(400, { message: 'No account with this email' }), 'request')).toBe(
      'No account with this email',
    );
    expect(forgotPasswordErrorMessage(http(400, { error: 'Invalid or expired OTP' }), 'reset')).toBe(
      'Invalid or expired OTP',
    );
  });

  it.each([
    ['request', accountsCopy.forgotPassword.failures.request],
    ['reset', accountsCopy.forgotPassword.failures.reset],
    ['resend', accountsCopy.forgotPassword.failures.resend],
  ] as const)('falls back to the %s default', (call, text) => {
    expect(forgotPasswordErrorMessage(http(500, undefined), call)).toBe(text);
  });

  it('calls a dropped connection or a time-out a connection error', () => {
    expect(forgotPasswordErrorMessage(network, 'request')).toBe(accountsCopy.forgotPassword.failures.connection);
    expect(forgotPasswordErrorMessage(timeout, 'reset')).toBe(accountsCopy.forgotPassword.failures.connection);
  });

  it('keeps the text of a plain Error (a 2xx answer that was still a failure)', () => {
    expect(forgotPasswordErrorMessage(new Error('Invalid OTP'), 'reset')).toBe('Invalid OTP');
  });
});

describe('Google sign-in errors (A8)', () => {
  it('names the server reason', () => {
    expect(googleLoginErrorMessage(http(400, { message: 'Invalid Google token' }))).toBe(
      'Google login failed: Invalid Google token',
    );
  });
  it('falls back to the generic text', () => {
    expect(googleLoginErrorMessage(http(500, undefined))).toBe(accountsCopy.google.failed);
    expect(googleLoginErrorMessage(network)).toBe(accountsCopy.google.failed);
  });
  it('reports missing user data and unexpected failures', () => {
    expect(googleLoginErrorMessage(new ApiError('x', 'parse', 200, {}))).toBe(accountsCopy.common.userDataMissing);
    expect(googleLoginErrorMessage(new TypeError('boom'))).toBe(accountsCopy.google.unexpected);
  });
});

describe('profile update errors (A8)', () => {
  it('uses the three texts', () => {
    expect(completeProfileErrorMessage(http(400, { message: 'Invalid city' }))).toBe(
      'Failed to update profile: Invalid city',
    );
    expect(completeProfileErrorMessage(http(503, undefined))).toBe('Failed to update profile with status 503');
    expect(completeProfileErrorMessage(network)).toBe(accountsCopy.completeProfile.failed);
  });
});

describe('verification and change-password errors (A8)', () => {
  it('verification: server message or detail, client message, else the default', () => {
    expect(verificationErrorMessage(http(400, { message: 'Invalid OTP' }))).toBe('Invalid OTP');
    expect(verificationErrorMessage(http(400, { detail: 'OTP expired' }))).toBe('OTP expired');
    expect(verificationErrorMessage(network)).toBe(accountsCopy.common.network);
    expect(verificationErrorMessage(http(500, undefined))).toBe(accountsCopy.verifyEmail.failed);
  });

  it('change password: missing token, server message, else the default', () => {
    expect(changePasswordErrorMessage(new ApiError(accountsCopy.common.tokenMissing, 'http', 401, undefined))).toBe(
      accountsCopy.common.tokenMissing,
    );
    expect(changePasswordErrorMessage(http(400, { message: 'Current password is incorrect' }))).toBe(
      'Current password is incorrect',
    );
    expect(changePasswordErrorMessage(http(500, undefined))).toBe(accountsCopy.changePassword.failed);
    expect(changePasswordErrorMessage(network)).toBe(accountsCopy.changePassword.failed);
  });
});
