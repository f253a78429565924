import { describe, expect, it } from 'vitest';
import { accountsCopy } from '@sukoon/contracts/copy/accounts';
import { ApiError } from '../../lib/apiClient';
import {
  changePasswordErrorMessage,
  forgotPasswordErrorMessage,
  googleLoginErrorMessage,
  registrationErrorMessage,
  updateProfileErrorMessage,
  verificationErrorMessage,
} from './errorMessages';

const http = (status: number, body: unknown) => new ApiError('x', 'http', status, body);
const timeout = new ApiError('Request timed out. Please try again.', 'timeout', undefined, undefined);
const network = new ApiError('Network error. Please check your internet connection.', 'network', undefined, undefined);

describe('registration errors (A8)', () => {
  it.each([
    ['a 500', http(500, { message: 'boom' }), 'Server error occurred. Please try again later or contact support.'],
    ['a message', http(400, { message: 'Email already registered' }), 'Email already registered'],
    ['a detail', http(400, { detail: 'Too many attempts' }), 'Too many attempts'],
    ['a string body', http(400, 'Bad things'), 'Bad things'],
    [
      'an errors map',
      http(400, { errors: { email: ['Taken'], mobile: ['Too short'] } }),
      'email: Taken; mobile: Too short',
    ],
    ['top-level field errors', http(400, { email: ['Taken'], pincode: 'Required' }), 'email: Taken; pincode: Required'],
    ['an empty body', http(400, undefined), 'Registration failed. Please try again.'],
    ['a time-out', timeout, 'Request timed out. Please try again.'],
    ['a network failure', network, 'Network error. Please check your internet connection.'],
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
    ).toBe('Password reset service is currently unavailable. Please contact support.');
  });

  it('says "Server error" for an HTML page', () => {
    expect(
      forgotPasswordErrorMessage(http(502, '<!DOCTYPE html><html><body>Bad gateway</body></html>'), 'request'),
    ).toBe('Server error. Our team has been notified.');
  });

  it('says it cannot connect for other unparseable text', () => {
    expect(forgotPasswordErrorMessage(http(500, 'upstream connect error'), 'request')).toBe(
      'Unable to connect to server. Please try again later.',
    );
  });

  it('says the answer could not be processed when JSON has the wrong shape', () => {
    expect(forgotPasswordErrorMessage(new ApiError('x', 'parse', 200, { ok: true }), 'request')).toBe(
      'Could not process server response. Please try again.',
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
    ['request', 'Failed to send password reset code. Please try again.'],
    ['reset', 'Failed to reset password. Please try again.'],
    ['resend', 'Failed to resend verification code.'],
  ] as const)('falls back to the %s default', (call, text) => {
    expect(forgotPasswordErrorMessage(http(500, undefined), call)).toBe(text);
  });

  it('calls a dropped connection or a time-out a connection error', () => {
    expect(forgotPasswordErrorMessage(network, 'request')).toBe('Connection error. Please try again.');
    expect(forgotPasswordErrorMessage(timeout, 'reset')).toBe('Connection error. Please try again.');
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
    expect(googleLoginErrorMessage(http(500, undefined))).toBe(
      'Google login failed. Please try again or use email login.',
    );
    expect(googleLoginErrorMessage(network)).toBe('Google login failed. Please try again or use email login.');
  });
  it('reports missing user data and unexpected failures', () => {
    expect(googleLoginErrorMessage(new ApiError('x', 'parse', 200, {}))).toBe(
      'User data is missing. Please try logging in again.',
    );
    expect(googleLoginErrorMessage(new TypeError('boom'))).toBe(accountsCopy.google.unexpected);
  });
});

describe('profile update errors (A8)', () => {
  it('uses the three texts', () => {
    expect(updateProfileErrorMessage(http(400, { message: 'Invalid city' }))).toBe(
      'Failed to update profile: Invalid city',
    );
    expect(updateProfileErrorMessage(http(503, undefined))).toBe('Failed to update profile with status 503');
    expect(updateProfileErrorMessage(network)).toBe('Failed to update your information. Please try again.');
  });
});

describe('verification and change-password errors (A8)', () => {
  it('verification: server message or detail, client message, else the default', () => {
    expect(verificationErrorMessage(http(400, { message: 'Invalid OTP' }))).toBe('Invalid OTP');
    expect(verificationErrorMessage(http(400, { detail: 'OTP expired' }))).toBe('OTP expired');
    expect(verificationErrorMessage(network)).toBe('Network error. Please check your internet connection.');
    expect(verificationErrorMessage(http(500, undefined))).toBe('Verification failed. Please try again.');
  });

  it('change password: missing token, server message, else the default', () => {
    expect(
      changePasswordErrorMessage(
        new ApiError('Authentication token not found. Please log in again.', 'http', 401, undefined),
      ),
    ).toBe('Authentication token not found. Please log in again.');
    expect(changePasswordErrorMessage(http(400, { message: 'Current password is incorrect' }))).toBe(
      'Current password is incorrect',
    );
    expect(changePasswordErrorMessage(http(500, undefined))).toBe('Failed to change password');
    expect(changePasswordErrorMessage(network)).toBe('Failed to change password');
  });
});
