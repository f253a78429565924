import { z } from 'zod';
import { emailSchema, messageBodySchema, mobileSchema, otpSchema, passwordSchema, requiredText } from './common';
import { EMAIL_PATTERN, MOBILE_PATTERN } from '../rules/patterns';

/* ---------- The user as read (A3) ---------- */

const optionalText = z.string().nullish();

export const userSchema = z.object({
  username: z.string().min(1),
  email: z.string().min(1),
  first_name: optionalText,
  last_name: optionalText,
  name: optionalText,
  country: optionalText,
  state: optionalText,
  city: optionalText,
  mobile: optionalText,
  is_verified: z.boolean().nullish(),
});
export type User = z.infer<typeof userSchema>;

/** A3: "The profile response may wrap the user in a user object." Both shapes are accepted. */
export const userProfileResponseSchema = z.union([z.object({ user: userSchema }), userSchema]);
export type UserProfileResponse = z.infer<typeof userProfileResponseSchema>;

/**
 * Unwraps a profile body (`{ user: {...} }` or the user itself) and returns the user.
 * Throws a ZodError when username or email is missing (A5: "the response is rejected").
 */
export function parseUserProfile(body: unknown): User {
  const wrapped = body !== null && typeof body === 'object' && 'user' in body ? (body as { user: unknown }).user : body;
  return userSchema.parse(wrapped);
}

/* ---------- Sign-in ---------- */

export const signInRequestSchema = z.object({
  email: emailSchema,
  password: z.string().min(1, { message: 'Please fill in all fields.' }).max(128),
});
export type SignInRequest = z.input<typeof signInRequestSchema>;

export const signInResponseSchema = z.object({
  token: z.string().min(1),
  user: userSchema,
  profile_complete: z.boolean(),
});
export type SignInResponse = z.infer<typeof signInResponseSchema>;

/** The social credential from the provider's button, sent as `token`. */
export const googleLoginRequestSchema = z.object({ token: z.string().min(1) });
export type GoogleLoginRequest = z.infer<typeof googleLoginRequestSchema>;

export const googleLoginResponseSchema = z.object({
  access: z.string().min(1),
  refresh: z.string().optional(),
  new_user: z.boolean(),
  profile_complete: z.boolean(),
  // A7 names only email and name for this user; the rest is optional so a full user also fits.
  user: userSchema.partial().extend({ email: z.string().min(1), name: optionalText }),
});
export type GoogleLoginResponse = z.infer<typeof googleLoginResponseSchema>;

/* ---------- Profile completion ---------- */

/** A3: the profile call sends the phone under the field name `phone`. */
export const updateProfileRequestSchema = z.object({
  country: requiredText(100, 'Please fill in all fields.'),
  state: requiredText(100, 'Please fill in all fields.'),
  city: requiredText(100, 'Please fill in all fields.'),
  phone: z.string().trim().regex(MOBILE_PATTERN, { message: 'Please enter a valid 10-digit mobile number.' }),
});
export type UpdateProfileRequest = z.infer<typeof updateProfileRequestSchema>;

/** A7: "success only; the body is not shown". The server may return the updated user. */
export const updateProfileResponseSchema = messageBodySchema.extend({ user: userSchema.optional() });
export type UpdateProfileResponse = z.infer<typeof updateProfileResponseSchema>;

/* ---------- Registration and e-mail verification ---------- */

/** A3 registration payload; messages are the spec's registration messages (A5) so field errors read the same. */
export const registerRequestSchema = z
  .object({
    first_name: requiredText(100, 'Please enter both first and last name'),
    last_name: requiredText(100, 'Please enter both first and last name'),
    email: emailSchema,
    password: passwordSchema,
    confirm_password: z.string(),
    mobile: mobileSchema,
    country: requiredText(100, 'Please select a country'),
    // Required only when the chosen country has states (A5 rule 7), which the form knows: may be empty here.
    state: z.string().trim().max(100).default(''),
    city: z.string().trim().max(100).default(''),
    pincode: z
      .string()
      .trim()
      .min(1, { message: 'Please enter a valid pincode/zip code', abort: true })
      .max(12, { message: 'Please enter a valid pincode/zip code' })
      .regex(/^[A-Za-z0-9][A-Za-z0-9 -]*$/, { message: 'Please enter a valid pincode/zip code' }),
  })
  .refine((v) => v.password === v.confirm_password, {
    message: 'Passwords do not match',
    path: ['confirm_password'],
  });
export type RegisterRequest = z.input<typeof registerRequestSchema>;
export type RegisterPayload = z.output<typeof registerRequestSchema>;

/** A7: 200 or 201 is success; body not shown. */
export const registerResponseSchema = messageBodySchema;

export const verifyOtpRequestSchema = z.object({ email: emailSchema, otp: otpSchema });
export type VerifyOtpRequest = z.infer<typeof verifyOtpRequestSchema>;
export const verifyOtpResponseSchema = messageBodySchema;

export const resendOtpRequestSchema = z.object({ email: emailSchema });
export type ResendOtpRequest = z.infer<typeof resendOtpRequestSchema>;
export const resendOtpResponseSchema = messageBodySchema;

/* ---------- Passwords ---------- */

export const changePasswordRequestSchema = z
  .object({
    current_password: z.string().min(1, { message: 'Current password is required' }).max(128),
    new_password: z
      .string()
      .min(8, { message: 'New password must be at least 8 characters long' })
      .max(128, { message: 'Password must be at most 128 characters long' }),
    confirm_password: z.string(),
  })
  .refine((v) => v.new_password === v.confirm_password, {
    message: 'Passwords do not match',
    path: ['confirm_password'],
  });
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;
export const changePasswordResponseSchema = messageBodySchema;

export const forgetPasswordRequestSchema = z.object({
  email: z
    .string()
    .trim()
    .toLowerCase()
    .min(1, { message: 'Email is required', abort: true })
    .max(254)
    .regex(EMAIL_PATTERN, { message: 'Please enter a valid email' }),
});
export type ForgetPasswordRequest = z.infer<typeof forgetPasswordRequestSchema>;
/** A7: success carries a message containing "OTP sent". */
export const forgetPasswordResponseSchema = messageBodySchema.extend({ message: z.string() });
export type ForgetPasswordResponse = z.infer<typeof forgetPasswordResponseSchema>;

/**
 * A7: the code is sent as a number, which loses leading zeros ("012345" -> 12345). The schema
 * accepts a number or a 6-digit string and yields the 6-digit string, zero-padded.
 */
export const resetCodeSchema = z
  .union([z.number().int().min(0).max(999_999), otpSchema])
  .transform((v) => (typeof v === 'number' ? String(v).padStart(6, '0') : v));

export const resetPasswordRequestSchema = z.object({
  email: emailSchema,
  password: z
    .string()
    .min(8, { message: 'Password must be at least 8 characters' })
    .max(128, { message: 'Password must be at most 128 characters long' }),
  otp: resetCodeSchema,
});
export type ResetPasswordRequest = z.input<typeof resetPasswordRequestSchema>;
export type ResetPasswordPayload = z.output<typeof resetPasswordRequestSchema>;
/** A7: a message on success or an error field on failure. */
export const resetPasswordResponseSchema = messageBodySchema.extend({ error: z.string().optional() });

/* ---------- Misc ---------- */

export const logoutResponseSchema = messageBodySchema;

export const googleClientIdResponseSchema = z.object({ google_client_id: z.string() });
export type GoogleClientIdResponse = z.infer<typeof googleClientIdResponseSchema>;
