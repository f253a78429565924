// Accounts (A7) and the signed-in person's settings and profile.
// Each call as its own export, so a page's code takes only the calls it makes and their schemas;
// ../endpoints.ts gathers them into the one table the api, the mocks and the tests read.
import { type Endpoint } from './endpoint';
import * as accountsSchemas from '../schemas/accounts';

export const signIn = {
  method: 'POST',
  path: '/api/users/signin/',
  auth: 'none',
  request: accountsSchemas.signInRequestSchema,
  response: accountsSchemas.signInResponseSchema,
} as const satisfies Endpoint;

export const googleLogin = {
  method: 'POST',
  path: '/api/users/google-login/',
  auth: 'none',
  request: accountsSchemas.googleLoginRequestSchema,
  response: accountsSchemas.googleLoginResponseSchema,
} as const satisfies Endpoint;

export const completeProfile = {
  method: 'POST',
  path: '/api/users/update-profile/',
  auth: 'bearer',
  request: accountsSchemas.completeProfileRequestSchema,
  response: accountsSchemas.completeProfileResponseSchema,
} as const satisfies Endpoint;

/** The user, or `{ user }`: read it with parseUserProfile. */
export const userProfile = {
  method: 'GET',
  path: '/api/users/user-profile/',
  auth: 'bearer',
  response: accountsSchemas.userProfileResponseSchema,
} as const satisfies Endpoint;

export const logout = {
  method: 'POST',
  path: '/api/users/logout/',
  auth: 'bearer',
  response: accountsSchemas.logoutResponseSchema,
} as const satisfies Endpoint;

export const register = {
  method: 'POST',
  path: '/api/users/auth/register/',
  auth: 'none',
  request: accountsSchemas.registerRequestSchema,
  response: accountsSchemas.registerResponseSchema,
} as const satisfies Endpoint;

export const verifyOtp = {
  method: 'POST',
  path: '/api/users/verify-otp/',
  auth: 'none',
  request: accountsSchemas.verifyOtpRequestSchema,
  response: accountsSchemas.verifyOtpResponseSchema,
} as const satisfies Endpoint;

export const resendOtp = {
  method: 'POST',
  path: '/api/users/auth/resend-otp/',
  auth: 'none',
  request: accountsSchemas.resendOtpRequestSchema,
  response: accountsSchemas.resendOtpResponseSchema,
} as const satisfies Endpoint;

export const changePassword = {
  method: 'POST',
  path: '/api/users/change-password/',
  auth: 'bearer',
  request: accountsSchemas.changePasswordRequestSchema,
  response: accountsSchemas.changePasswordResponseSchema,
} as const satisfies Endpoint;

/** The spec does not show the method; POST, as it sends an e-mail and creates a code. */
export const forgotPassword = {
  method: 'POST',
  path: '/api/users/forget-password/',
  auth: 'none',
  request: accountsSchemas.forgotPasswordRequestSchema,
  response: accountsSchemas.forgotPasswordResponseSchema,
} as const satisfies Endpoint;

/** The spec does not show the method; POST, as it changes the password. `otp` arrives as a number. */
export const resetPassword = {
  method: 'POST',
  path: '/api/users/reset-password/',
  auth: 'none',
  request: accountsSchemas.resetPasswordRequestSchema,
  response: accountsSchemas.resetPasswordResponseSchema,
} as const satisfies Endpoint;

export const googleClientId = {
  method: 'GET',
  path: '/api/users/google-client-id/',
  auth: 'none',
  response: accountsSchemas.googleClientIdResponseSchema,
} as const satisfies Endpoint;

/** Ours: saves the client's settings (session reminders on or off); answers with them. */
export const preferences = {
  method: 'PATCH',
  path: '/api/users/preferences/',
  auth: 'bearer',
  request: accountsSchemas.preferencesRequestSchema,
  response: accountsSchemas.preferencesResponseSchema,
} as const satisfies Endpoint;

/** Saves My Profile's fields (registration's rules); the answer carries the updated user. */
export const profile = {
  method: 'PATCH',
  path: '/api/users/profile/',
  auth: 'bearer',
  request: accountsSchemas.profileRequestSchema,
  response: accountsSchemas.profileResponseSchema,
} as const satisfies Endpoint;
