import * as z from 'zod/mini';
import { validationCopy } from '../copy/validation';
import {
  EMAIL_PATTERN,
  MAX_PASSWORD_LENGTH,
  MIN_PASSWORD_LENGTH,
  MOBILE_PATTERN,
  OTP_PATTERN,
} from '../rules/patterns';
import { registrationLocationProblem } from '../rules/locations';
import { firstRegistrationProblem, registrationPayload, type RegistrationContext } from '../rules/validation';
import {
  emailSchema,
  messageBodySchema,
  mobileSchema,
  newEmailSchema,
  otpSchema,
  passwordSchema,
  requiredText,
} from './common';

const m = validationCopy;
const blank = (value: string) => value.trim() === '';

/* ---------- The user as read (A3) ---------- */

const optionalText = z.nullish(z.string());

export const userSchema = z.object({
  username: z.string().check(z.minLength(1)),
  email: z.string().check(z.minLength(1)),
  first_name: optionalText,
  last_name: optionalText,
  name: optionalText,
  country: optionalText,
  state: optionalText,
  city: optionalText,
  mobile: optionalText,
  /** Ours: the registration's pincode, shown and edited in My Profile. */
  pincode: optionalText,
  is_verified: z.nullish(z.boolean()),
  /** Ours: whether session reminders are e-mailed (My Profile's switch); absent reads as on. */
  session_reminders: z.nullish(z.boolean()),
  /** Ours: 'client' or 'staff' (kept as text, so an unknown role reads as no staff access rather than a bad answer). */
  role: z.nullish(z.string()),
});
export type User = z.infer<typeof userSchema>;

/** A3: "The profile response may wrap the user in a user object." Both shapes are accepted. */
export const userProfileResponseSchema = z.union([z.object({ user: userSchema }), userSchema]);
export type UserProfileResponse = z.infer<typeof userProfileResponseSchema>;

/**
 * Unwraps a profile body (`{ user: {...} }` or the user itself) and returns the user.
 * Throws a `z.core.$ZodError` when username or email is missing (A5: "the response is rejected").
 */
export function parseUserProfile(body: unknown): User {
  const wrapped = body !== null && typeof body === 'object' && 'user' in body ? (body as { user: unknown }).user : body;
  return userSchema.parse(wrapped);
}

/** Ours: the client's settings; today, whether reminders go 24 h and 1 h before each session. */
export const preferencesRequestSchema = z.strictObject({ session_reminders: z.boolean() });
export type PreferencesRequest = z.infer<typeof preferencesRequestSchema>;
export const preferencesResponseSchema = z.object({ session_reminders: z.boolean() });
export type PreferencesResponse = z.infer<typeof preferencesResponseSchema>;

/* ---------- Sign-in ---------- */

export const signInRequestSchema = z.object({
  email: emailSchema,
  password: z.string().check(z.minLength(1, { message: m.signIn.missing }), z.maxLength(MAX_PASSWORD_LENGTH)),
});
export type SignInRequest = z.input<typeof signInRequestSchema>;

export const signInResponseSchema = z.object({
  token: z.string().check(z.minLength(1)),
  user: userSchema,
  profile_complete: z.boolean(),
});
export type SignInResponse = z.infer<typeof signInResponseSchema>;

/** The social credential from the provider's button, sent as `token`. */
export const googleLoginRequestSchema = z.object({ token: z.string().check(z.minLength(1)) });
export type GoogleLoginRequest = z.infer<typeof googleLoginRequestSchema>;

export const googleLoginResponseSchema = z.object({
  access: z.string().check(z.minLength(1)),
  refresh: z.optional(z.string()),
  new_user: z.boolean(),
  profile_complete: z.boolean(),
  // A7 names only email and name for this user; the rest is optional so a full user also fits.
  user: z.extend(z.partial(userSchema), { email: z.string().check(z.minLength(1)), name: optionalText }),
});
export type GoogleLoginResponse = z.infer<typeof googleLoginResponseSchema>;

/* ---------- Profile completion ---------- */

/** A3: the profile call sends the phone under the field name `phone`. */
export const completeProfileRequestSchema = z.object({
  country: requiredText(100, m.completeProfile.missing),
  state: requiredText(100, m.completeProfile.missing),
  city: requiredText(100, m.completeProfile.missing),
  phone: z.string().check(z.trim(), z.regex(MOBILE_PATTERN, { message: m.completeProfile.mobile })),
});
export type CompleteProfileRequest = z.infer<typeof completeProfileRequestSchema>;

/** A7: "success only; the body is not shown". The server may return the updated user. */
export const completeProfileResponseSchema = z.extend(messageBodySchema, { user: z.optional(userSchema) });
export type CompleteProfileResponse = z.infer<typeof completeProfileResponseSchema>;

/* ---------- Registration and e-mail verification ---------- */

/** A3 registration payload's fields; messages are the spec's registration messages (A5) so field errors read the same. */
const registrationFieldsSchema = z.object({
  first_name: requiredText(100, m.registration.name),
  last_name: requiredText(100, m.registration.name),
  email: newEmailSchema,
  password: passwordSchema,
  confirm_password: z.string(),
  mobile: mobileSchema,
  country: requiredText(100, m.registration.country),
  // Rules 7 and 8 against the one location catalogue (below): may be empty for a country without states.
  state: z._default(z.string().check(z.trim(), z.maxLength(100)), ''),
  city: z._default(z.string().check(z.trim(), z.maxLength(100)), ''),
  pincode: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, { message: m.registration.pincode, abort: true }),
      z.maxLength(12, { message: m.registration.pincode }),
      z.regex(/^[A-Za-z0-9][A-Za-z0-9 -]*$/, { message: m.registration.pincode }),
    ),
});

/** The same catalogue as the forms: a catalogue country's state from its list, then a city from the state's list, or typed where it has none. */
function checkRegistrationLocation(v: { country: string; state: string; city: string }, ctx: z.core.$RefinementCtx) {
  const field = registrationLocationProblem(v);
  if (field) ctx.addIssue({ code: 'custom', message: m.registration[field], path: [field] });
}

export const registerRequestSchema = registrationFieldsSchema.check(
  z.refine((v) => v.password === v.confirm_password, {
    message: m.registration.mismatch,
    path: ['confirm_password'],
  }),
  z.superRefine(checkRegistrationLocation),
);
export type RegisterRequest = z.input<typeof registerRequestSchema>;
export type RegisterPayload = z.output<typeof registerRequestSchema>;

/** A7: 200 or 201 is success; body not shown. */
export const registerResponseSchema = messageBodySchema;

/* ---------- My Profile: editing (ours) ---------- */

/** The fields My Profile lets a person change: registration's, without e-mail and password. */
export const PROFILE_FIELDS = ['first_name', 'last_name', 'mobile', 'country', 'state', 'city', 'pincode'] as const;
export type ProfileField = (typeof PROFILE_FIELDS)[number];

/** PATCH /api/users/profile/: the registration fields' own rules and location catalogue, nothing new. */
export const profileRequestSchema = z
  .pick(registrationFieldsSchema, {
    first_name: true,
    last_name: true,
    mobile: true,
    country: true,
    state: true,
    city: true,
    pincode: true,
  })
  .check(z.superRefine(checkRegistrationLocation));
export type ProfileRequest = z.input<typeof profileRequestSchema>;

/** The answer: the updated user, as the user-profile call gives it. */
export const profileResponseSchema = z.extend(messageBodySchema, { user: userSchema });
export type ProfileResponse = z.infer<typeof profileResponseSchema>;

export const verifyOtpRequestSchema = z.object({ email: emailSchema, otp: otpSchema });
export type VerifyOtpRequest = z.infer<typeof verifyOtpRequestSchema>;
/**
 * A verified address is signed in: the answer carries the session of a sign-in (token, user, profile_complete)
 * beside the message. Optional, so a server that sends only a message (the spec's "success body not shown") still fits.
 */
export const verifyOtpResponseSchema = z.extend(messageBodySchema, z.partial(signInResponseSchema).shape);
export type VerifyOtpResponse = z.infer<typeof verifyOtpResponseSchema>;

export const resendOtpRequestSchema = z.object({ email: emailSchema });
export type ResendOtpRequest = z.infer<typeof resendOtpRequestSchema>;
export const resendOtpResponseSchema = messageBodySchema;

/* ---------- Passwords ---------- */

/**
 * The change-password call's body, which is also the Change Password form's values (the field names
 * are the payload's): one schema for the form and the server. All three messages can show at once.
 */
export const changePasswordRequestSchema = z
  .object({
    current_password: z
      .string()
      .check(z.minLength(1, { message: m.changePassword.currentRequired }), z.maxLength(MAX_PASSWORD_LENGTH)),
    new_password: z
      .string()
      .check(
        z.minLength(MIN_PASSWORD_LENGTH, { message: m.changePassword.newShort }),
        z.maxLength(MAX_PASSWORD_LENGTH, { message: m.limits.passwordLong }),
      ),
    confirm_password: z.string(),
  })
  // Checked even when the other fields fail, so every message shows after one press.
  .check(
    z.refine((v) => v.new_password === v.confirm_password, {
      message: m.changePassword.mismatch,
      path: ['confirm_password'],
    }),
  );
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;
export const changePasswordResponseSchema = messageBodySchema;

/** The forgot-password dialog's e-mail (A5): required, then the simple pattern; trimmed. */
const forgotEmailSchema = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, { message: m.forgotPassword.emailRequired, abort: true }),
    z.regex(EMAIL_PATTERN, { message: m.forgotPassword.emailInvalid }),
  );

/** The forget-password call: the dialog's e-mail rules, lower-cased and bounded for the server. */
export const forgotPasswordRequestSchema = z.object({
  email: forgotEmailSchema.check(z.toLowerCase(), z.maxLength(254)),
});
export type ForgotPasswordRequest = z.infer<typeof forgotPasswordRequestSchema>;
/** A7: success carries a message containing "OTP sent". */
export const forgotPasswordResponseSchema = z.extend(messageBodySchema, { message: z.string() });
export type ForgotPasswordResponse = z.infer<typeof forgotPasswordResponseSchema>;

/**
 * A7: the code is sent as a number, which loses leading zeros ("012345" -> 12345). The schema
 * accepts a number or a 6-digit string and yields the 6-digit string, zero-padded.
 */
export const resetCodeSchema = z.pipe(
  z.union([z.int().check(z.gte(0), z.lte(999_999)), otpSchema]),
  z.transform((v) => (typeof v === 'number' ? String(v).padStart(6, '0') : v)),
);

export const resetPasswordRequestSchema = z.object({
  email: emailSchema,
  password: z
    .string()
    .check(
      z.minLength(MIN_PASSWORD_LENGTH, { message: m.forgotPassword.passwordShort }),
      z.maxLength(MAX_PASSWORD_LENGTH, { message: m.limits.passwordLong }),
    ),
  otp: resetCodeSchema,
});
export type ResetPasswordRequest = z.input<typeof resetPasswordRequestSchema>;
export type ResetPasswordPayload = z.output<typeof resetPasswordRequestSchema>;
/** A7: a message on success or an error field on failure. */
export const resetPasswordResponseSchema = z.extend(messageBodySchema, { error: z.optional(z.string()) });

/* ---------- Misc ---------- */

export const logoutResponseSchema = messageBodySchema;

export const googleClientIdResponseSchema = z.object({ google_client_id: z.string() });
export type GoogleClientIdResponse = z.infer<typeof googleClientIdResponseSchema>;

/* ---------- The account forms ----------
 * Each form is react-hook-form with zodResolver on one of these schemas (validation on submit;
 * editing a field clears that field's error). A schema's output is what the form hands on: the
 * payload of the call it makes. Change Password uses changePasswordRequestSchema itself.
 */

/** Sign-in (A5): both fields are required, with one message; the e-mail is sent trimmed. */
export const signInFormSchema = z.pipe(
  z.object({ email: z.string(), password: z.string() }).check(
    z.superRefine((values, ctx) => {
      if (blank(values.email)) ctx.addIssue({ code: 'custom', path: ['email'], message: m.signIn.missing });
      if (values.password === '') ctx.addIssue({ code: 'custom', path: ['password'], message: m.signIn.missing });
    }),
  ),
  z.transform((values): SignInRequest => ({
    email: values.email.trim(),
    password: values.password,
  })),
);
export type SignInFormValues = z.input<typeof signInFormSchema>;

const registrationFormFields = z.object({
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  password: z.string(),
  confirm_password: z.string(),
  mobile: z.string(),
  country: z.string(),
  state: z.string(),
  city: z.string(),
  pincode: z.string(),
  terms: z.boolean(),
  age: z.boolean(),
});

/**
 * Registration (A5): exactly one message, the first failing rule of firstRegistrationProblem, on the
 * field it is about (the offline rule has no field: it only stops the form). Output: the payload.
 */
export function registrationFormSchema(context: RegistrationContext) {
  return z.pipe(
    registrationFormFields.check(
      z.superRefine((values, ctx) => {
        const problem = firstRegistrationProblem(values, context);
        if (problem)
          ctx.addIssue({ code: 'custom', message: problem.message, path: problem.field ? [problem.field] : [] });
      }),
    ),
    z.transform((values: z.output<typeof registrationFormFields>) => registrationPayload(values)),
  );
}

const completeProfileFields = ['phone', 'country', 'state', 'city'] as const;

/**
 * Complete Your Profile (A5): every field is required ("Please fill in all fields." on each empty
 * one), then a 10-digit mobile. Output: the update-profile call's body, trimmed.
 */
const completeProfileFormFields = z.object({
  phone: z.string(),
  country: z.string(),
  state: z.string(),
  city: z.string(),
});

export const completeProfileFormSchema = z.pipe(
  completeProfileFormFields.check(
    z.superRefine((values, ctx) => {
      const missing = completeProfileFields.filter((field) => blank(values[field]));
      for (const field of missing) ctx.addIssue({ code: 'custom', path: [field], message: m.completeProfile.missing });
      if (missing.length === 0 && !MOBILE_PATTERN.test(values.phone.trim()))
        ctx.addIssue({ code: 'custom', path: ['phone'], message: m.completeProfile.mobile });
    }),
  ),
  z.transform((values): CompleteProfileRequest => ({
    phone: values.phone.trim(),
    country: values.country.trim(),
    state: values.state.trim(),
    city: values.city.trim(),
  })),
);
export type CompleteProfileFormValues = z.input<typeof completeProfileFormSchema>;

/** The forgot-password dialog's fields (A3): one form across the steps, each step checks its own. */
export interface ForgotPasswordFormValues {
  email: string;
  /** Up to 6 digits, kept as a string. */
  otp: string;
  password: string;
  confirmPassword: string;
}

const forgotPasswordFields = z.object({
  email: z.string(),
  otp: z.string(),
  password: z.string(),
  confirmPassword: z.string(),
});

/** The forgot-password steps' checks (A5); the other steps' fields pass through untouched. */
export const forgotPasswordStepSchemas = {
  request: z.extend(forgotPasswordFields, { email: forgotEmailSchema }),
  enterOtp: z.extend(forgotPasswordFields, {
    otp: z.string().check(z.regex(OTP_PATTERN, { message: m.forgotPassword.code })),
  }),
  // Both messages can show at once: the password's own, and the confirmation's.
  resetPassword: forgotPasswordFields.check(
    z.superRefine((values, ctx) => {
      if (values.password === '')
        ctx.addIssue({ code: 'custom', path: ['password'], message: m.forgotPassword.passwordRequired });
      else if (values.password.length < MIN_PASSWORD_LENGTH)
        ctx.addIssue({ code: 'custom', path: ['password'], message: m.forgotPassword.passwordShort });
      if (values.password !== values.confirmPassword)
        ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: m.forgotPassword.mismatch });
    }),
  ),
} as const satisfies Record<string, z.core.$ZodType<ForgotPasswordFormValues, ForgotPasswordFormValues>>;
export type ForgotPasswordFormStep = keyof typeof forgotPasswordStepSchemas;

/** /verify-email (A5): the six boxes hold exactly 6 digits. */
export const verifyEmailFormSchema = z.pick(verifyOtpRequestSchema, { otp: true });
export type VerifyEmailFormValues = z.input<typeof verifyEmailFormSchema>;
