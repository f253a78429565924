import { describe, expect, it } from 'vitest';
import { accountsCopy as a } from './accounts';
import { validationCopy as v } from './validation';

// Everything else imports these constants, so a wrong text would pass everywhere else: here the
// spec's texts (01 sections 2, 4, 5 and 8) are written out word for word.
describe('the account texts are the spec texts', () => {
  it.each([
    // 5: validation
    [v.registration.name, 'Please enter both first and last name'],
    [v.registration.email, 'Please enter a valid email address'],
    [v.registration.password, 'Password must be at least 8 characters long'],
    [v.registration.mismatch, 'Passwords do not match'],
    [v.registration.mobile, 'Please enter a valid 10-digit mobile number'],
    [v.registration.country, 'Please select a country'],
    [v.registration.state, 'Please select a state/province'],
    [v.registration.city, 'Please select a city'],
    [v.registration.pincode, 'Please enter a valid pincode/zip code'],
    [v.registration.offline, "You're currently offline. Please check your internet connection to register."],
    [v.signIn.missing, 'Please fill in all fields.'],
    [v.signIn.offline, 'You are offline. Please check your internet connection.'],
    [v.completeProfile.missing, 'Please fill in all fields.'],
    [v.completeProfile.mobile, 'Please enter a valid 10-digit mobile number.'],
    [v.forgotPassword.emailRequired, 'Email is required'],
    [v.forgotPassword.emailInvalid, 'Please enter a valid email'],
    [v.forgotPassword.code, 'Please enter the 6-digit verification code'],
    [v.forgotPassword.passwordRequired, 'New password is required'],
    [v.forgotPassword.passwordShort, 'Password must be at least 8 characters'],
    [v.forgotPassword.mismatch, 'Passwords do not match'],
    [v.verification.incomplete, 'Please enter a complete 6-digit OTP'],
    [v.changePassword.currentRequired, 'Current password is required'],
    [v.changePassword.newShort, 'New password must be at least 8 characters long'],
    [v.changePassword.mismatch, 'Passwords do not match'],
    // 2 and 4: screens and transitions
    [a.signIn.title, 'Welcome Back'],
    [a.registration.ageConfirmation, 'By signing up, I affirm that I am 18 years old or above'],
    [a.completeProfile.title, 'Complete Your Profile'],
    [a.completeProfile.closedIncomplete, 'User registration incomplete. Please provide your location to continue.'],
    [a.forgotPassword.resetPassword.prompt, 'Please create a new password.'],
    [a.verifyEmail.verified, 'Email verified successfully!'],
    [a.verifyEmail.resent, 'New verification code sent!'],
    [a.profile.notFound, 'No Profile Found'],
    [a.profile.authRequired, 'Authentication required. Please log in to view your profile.'],
    [a.loginRequests.bookings, 'Please login to access your bookings'],
    // 8: errors
    [a.forgotPassword.failures.unavailable, 'Password reset service is currently unavailable. Please contact support.'],
    [a.forgotPassword.failures.htmlBody, 'Server error. Our team has been notified.'],
    [a.forgotPassword.failures.unparseable, 'Unable to connect to server. Please try again later.'],
    [a.forgotPassword.failures.parseException, 'Could not process server response. Please try again.'],
    [a.forgotPassword.failures.request, 'Failed to send password reset code. Please try again.'],
    [a.forgotPassword.failures.reset, 'Failed to reset password. Please try again.'],
    [a.forgotPassword.failures.resend, 'Failed to resend verification code.'],
    [a.forgotPassword.failures.connection, 'Connection error. Please try again.'],
    [a.forgotPassword.error.couldNotConnect, 'Could not connect to server'],
    [a.forgotPassword.offline.message, "You're offline. Please check your internet connection and try again."],
    [a.signIn.failed, 'Invalid email or password. Please try again.'],
    [a.google.failedBecause('Token expired'), 'Google login failed: Token expired'],
    [a.google.failed, 'Google login failed. Please try again or use email login.'],
    [a.google.signUpFailed, 'Google sign-up failed. Please try again or use email registration.'],
    [a.common.userDataMissing, 'User data is missing. Please try logging in again.'],
    [a.completeProfile.failed, 'Failed to update your information. Please try again.'],
    [a.completeProfile.failedWithStatus(500), 'Failed to update profile with status 500'],
    [a.completeProfile.failedBecause('Bad phone'), 'Failed to update profile: Bad phone'],
    [a.registration.serverError, 'Server error occurred. Please try again later or contact support.'],
    [a.registration.failed, 'Registration failed. Please try again.'],
    [a.common.timeout, 'Request timed out. Please try again.'],
    [a.common.network, 'Network error. Please check your internet connection.'],
    [a.verifyEmail.failed, 'Verification failed. Please try again.'],
    [a.verifyEmail.resendFailed, 'Failed to resend code. Please try again.'],
    [a.common.tokenMissing, 'Authentication token not found. Please log in again.'],
    [a.changePassword.failed, 'Failed to change password'],
    [a.changePassword.success, 'Password changed successfully!'],
    [a.profile.fetchFailed, 'Failed to fetch user data'],
    [a.profile.invalid, 'Invalid data structure received from API'],
    [a.profile.loadFailed, 'Failed to load user details. Please try again later.'],
  ])('%s', (text, spec) => {
    expect(text).toBe(spec);
  });
});
