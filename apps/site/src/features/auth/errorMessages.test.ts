import { describe, expect, it } from 'vitest';
import { accountsCopy } from '@sukoon/contracts/copy/accounts';
import { ApiError } from '../../lib/apiError';
import { failureMessage } from '../../lib/failureMessage';
import {
  changePasswordFailure,
  completeProfileFailure,
  forgotPasswordFailure,
  googleLoginFailure,
  registrationFailure,
  verificationFailure,
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
    expect(failureMessage(error, registrationFailure)).toBe(text);
  });
});

describe('forgot-password errors (A8)', () => {
  it('reads an AttributeError trace, even inside JSON or HTML', () => {
    expect(
      failureMessage(
        http(500, "AttributeError: 'NoneType' has no attribute 'email'"),
        forgotPasswordFailure('request'),
      ),
    ).toBe(accountsCopy.forgotPassword.failures.unavailable);
    expect(
      failureMessage(
        http(500, { detail: 'AttributeError at /users/forget-password/' }),
        forgotPasswordFailure('reset'),
      ),
    ).toBe(accountsCopy.forgotPassword.failures.unavailable);
  });

  it('says "Server error" for an HTML page', () => {
    expect(
      failureMessage(
        http(502, '<!DOCTYPE html><html><body>Bad gateway</body></html>'),
        forgotPasswordFailure('request'),
      ),
    ).toBe(accountsCopy.forgotPassword.failures.htmlBody);
  });

  it('says it cannot connect for other unparseable text', () => {
    expect(failureMessage(http(500, 'upstream connect error'), forgotPasswordFailure('request'))).toBe(
      accountsCopy.forgotPassword.failures.unparseable,
    );
  });

  it('says the answer could not be processed when JSON has the wrong shape', () => {
    expect(failureMessage(new ApiError('x', 'parse', 200, { ok: true }), forgotPasswordFailure('request'))).toBe(
      accountsCopy.forgotPassword.failures.parseException,
    );
  });

  it('shows the server message or the error field', () => {
    expect(failureMessage(http(400, { message: 'No account with this email' }), forgotPasswordFailure('request'))).toBe(
      'No account with this email',
    );
    expect(failureMessage(http(400, { error: 'Invalid or expired OTP' }), forgotPasswordFailure('reset'))).toBe(
      'Invalid or expired OTP',
    );
  });

  it.each([
    ['request', accountsCopy.forgotPassword.failures.request],
    ['reset', accountsCopy.forgotPassword.failures.reset],
    ['resend', accountsCopy.forgotPassword.failures.resend],
  ] as const)('falls back to the %s default', (call, text) => {
    expect(failureMessage(http(500, undefined), forgotPasswordFailure(call))).toBe(text);
  });

  it('calls a dropped connection or a time-out a connection error', () => {
    expect(failureMessage(network, forgotPasswordFailure('request'))).toBe(
      accountsCopy.forgotPassword.failures.connection,
    );
    expect(failureMessage(timeout, forgotPasswordFailure('reset'))).toBe(
      accountsCopy.forgotPassword.failures.connection,
    );
  });

  it('keeps the text of a plain Error (a 2xx answer that was still a failure)', () => {
    expect(failureMessage(new Error('Invalid OTP'), forgotPasswordFailure('reset'))).toBe('Invalid OTP');
  });
});

describe('Google sign-in errors (A8)', () => {
  it('names the server reason', () => {
    expect(failureMessage(http(400, { message: 'Invalid Google token' }), googleLoginFailure)).toBe(
      'Google login failed: Invalid Google token',
    );
  });
  it('falls back to the generic text', () => {
    expect(failureMessage(http(500, undefined), googleLoginFailure)).toBe(accountsCopy.google.failed);
    expect(failureMessage(network, googleLoginFailure)).toBe(accountsCopy.google.failed);
  });
  it('reports missing user data and unexpected failures', () => {
    expect(failureMessage(new ApiError('x', 'parse', 200, {}), googleLoginFailure)).toBe(
      accountsCopy.common.userDataMissing,
    );
    expect(failureMessage(new TypeError('boom'), googleLoginFailure)).toBe(accountsCopy.google.unexpected);
  });
});

describe('profile update errors (A8)', () => {
  it('uses the three texts', () => {
    expect(failureMessage(http(400, { message: 'Invalid city' }), completeProfileFailure)).toBe(
      'Failed to update profile: Invalid city',
    );
    expect(failureMessage(http(503, undefined), completeProfileFailure)).toBe(
      'Failed to update profile with status 503',
    );
    expect(failureMessage(network, completeProfileFailure)).toBe(accountsCopy.completeProfile.failed);
  });
});

describe('verification and change-password errors (A8)', () => {
  it('verification: server message or detail, client message, else the default', () => {
    expect(failureMessage(http(400, { message: 'Invalid OTP' }), verificationFailure)).toBe('Invalid OTP');
    expect(failureMessage(http(400, { detail: 'OTP expired' }), verificationFailure)).toBe('OTP expired');
    expect(failureMessage(network, verificationFailure)).toBe(accountsCopy.common.network);
    expect(failureMessage(http(500, undefined), verificationFailure)).toBe(accountsCopy.verifyEmail.failed);
  });

  it('change password: missing token, server message, else the default', () => {
    expect(
      failureMessage(new ApiError(accountsCopy.common.tokenMissing, 'http', 401, undefined), changePasswordFailure),
    ).toBe(accountsCopy.common.tokenMissing);
    expect(failureMessage(http(400, { message: 'Current password is incorrect' }), changePasswordFailure)).toBe(
      'Current password is incorrect',
    );
    expect(failureMessage(http(500, undefined), changePasswordFailure)).toBe(accountsCopy.changePassword.failed);
    expect(failureMessage(network, changePasswordFailure)).toBe(accountsCopy.changePassword.failed);
  });
});
