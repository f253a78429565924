import {
  CONTACT_MESSAGE_MIN_LENGTH,
  EMAIL_PATTERN,
  MIN_PASSWORD_LENGTH,
  MOBILE_PATTERN,
  OTP_LENGTH,
  OTP_PATTERN,
} from './patterns';

/**
 * Form rules of A5 and B5 with the spec's exact messages, shared by the forms and the server.
 * Each returns the first failing message (or a per-field map where the screen shows several at once).
 */

const blank = (v: string | null | undefined) => (v ?? '').trim() === '';

/* ---------- Registration (A5, in order, first failure shown) ---------- */

export const REGISTRATION_MESSAGES = {
  name: 'Please enter both first and last name',
  email: 'Please enter a valid email address',
  password: 'Password must be at least 8 characters long',
  mismatch: 'Passwords do not match',
  mobile: 'Please enter a valid 10-digit mobile number',
  country: 'Please select a country',
  state: 'Please select a state/province',
  city: 'Please select a city',
  pincode: 'Please enter a valid pincode/zip code',
  offline: "You're currently offline. Please check your internet connection to register.",
} as const;

/** The registration payload's fields (A3), so the server can check its body with the same function. */
export interface RegistrationValues {
  first_name: string;
  last_name: string;
  email: string;
  password: string;
  confirm_password: string;
  mobile: string;
  country: string;
  state: string;
  city: string;
  pincode: string;
}

export interface RegistrationContext {
  online: boolean;
  /** The chosen country has states to pick from (rule 7). */
  countryHasStates: boolean;
  /** The chosen state has cities to pick from (rule 8). */
  stateHasCities: boolean;
}

export function validateRegistration(values: RegistrationValues, context: RegistrationContext): string | null {
  const m = REGISTRATION_MESSAGES;
  if (blank(values.first_name) || blank(values.last_name)) return m.name;
  if (!EMAIL_PATTERN.test(values.email.trim())) return m.email;
  if (values.password.length < MIN_PASSWORD_LENGTH) return m.password;
  if (values.password !== values.confirm_password) return m.mismatch;
  if (!MOBILE_PATTERN.test(values.mobile.trim())) return m.mobile;
  if (blank(values.country)) return m.country;
  if (context.countryHasStates && blank(values.state)) return m.state;
  if (context.stateHasCities && blank(values.city)) return m.city;
  if (blank(values.pincode)) return m.pincode;
  if (!context.online) return m.offline;
  return null;
}

/* ---------- Sign-in (A5) ---------- */

export const SIGN_IN_MESSAGES = {
  missing: 'Please fill in all fields.',
  offline: 'You are offline. Please check your internet connection.',
  failed: 'Invalid email or password. Please try again.',
} as const;

export function validateSignIn(
  values: { email: string; password: string },
  context: { online: boolean },
): string | null {
  if (blank(values.email) || values.password === '') return SIGN_IN_MESSAGES.missing;
  if (!context.online) return SIGN_IN_MESSAGES.offline;
  return null;
}

/* ---------- Complete profile (A5) ---------- */

export const COMPLETE_PROFILE_MESSAGES = {
  missing: 'Please fill in all fields.',
  mobile: 'Please enter a valid 10-digit mobile number.',
} as const;

export function validateCompleteProfile(values: {
  mobile: string;
  country: string;
  state: string;
  city: string;
}): string | null {
  if ([values.mobile, values.country, values.state, values.city].some(blank)) return COMPLETE_PROFILE_MESSAGES.missing;
  if (!MOBILE_PATTERN.test(values.mobile.trim())) return COMPLETE_PROFILE_MESSAGES.mobile;
  return null;
}

/* ---------- Forgot password (A5) ---------- */

export const FORGOT_PASSWORD_MESSAGES = {
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email',
  code: 'Please enter the 6-digit verification code',
  passwordRequired: 'New password is required',
  passwordShort: 'Password must be at least 8 characters',
  mismatch: 'Passwords do not match',
} as const;

export type ForgotPasswordField = 'email' | 'otp' | 'password' | 'confirmPassword';
export type FieldErrors<F extends string> = Partial<Record<F, string>>;

/** Step "request": the e-mail. */
export function validateForgotEmail(email: string): string | null {
  if (blank(email)) return FORGOT_PASSWORD_MESSAGES.emailRequired;
  if (!EMAIL_PATTERN.test(email.trim())) return FORGOT_PASSWORD_MESSAGES.emailInvalid;
  return null;
}

/** Step "enterOtp": exactly 6 digits. */
export function validateResetCode(otp: string): string | null {
  return OTP_PATTERN.test(otp) ? null : FORGOT_PASSWORD_MESSAGES.code;
}

/** Step "resetPassword": per-field errors (both can show at once). */
export function validateNewPassword(values: {
  password: string;
  confirmPassword: string;
}): FieldErrors<'password' | 'confirmPassword'> {
  const errors: FieldErrors<'password' | 'confirmPassword'> = {};
  if (values.password === '') errors.password = FORGOT_PASSWORD_MESSAGES.passwordRequired;
  else if (values.password.length < MIN_PASSWORD_LENGTH) errors.password = FORGOT_PASSWORD_MESSAGES.passwordShort;
  if (values.password !== values.confirmPassword) errors.confirmPassword = FORGOT_PASSWORD_MESSAGES.mismatch;
  return errors;
}

/**
 * A4/A5 paste rule: the trimmed text must be all digits; it is cut to the first 6 characters.
 * Returns the digits to fill, or null when the paste is rejected.
 */
export function parsePastedCode(text: string): string | null {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return null;
  return trimmed.slice(0, OTP_LENGTH);
}

/* ---------- E-mail verification (A5) ---------- */

export const VERIFICATION_MESSAGES = {
  incomplete: 'Please enter a complete 6-digit OTP',
  success: 'Email verified successfully!',
  resent: 'New verification code sent!',
  failed: 'Verification failed. Please try again.',
  resendFailed: 'Failed to resend code. Please try again.',
} as const;

export function validateVerificationCode(code: string): string | null {
  return OTP_PATTERN.test(code) ? null : VERIFICATION_MESSAGES.incomplete;
}

/* ---------- Change password (A5) ---------- */

export const CHANGE_PASSWORD_MESSAGES = {
  currentRequired: 'Current password is required',
  newShort: 'New password must be at least 8 characters long',
  mismatch: 'Passwords do not match',
} as const;

export type ChangePasswordField = 'current_password' | 'new_password' | 'confirm_password';

/** Per-field errors: the modal can show all three at once. */
export function validateChangePassword(values: Record<ChangePasswordField, string>): FieldErrors<ChangePasswordField> {
  const errors: FieldErrors<ChangePasswordField> = {};
  if (values.current_password === '') errors.current_password = CHANGE_PASSWORD_MESSAGES.currentRequired;
  if (values.new_password.length < MIN_PASSWORD_LENGTH) errors.new_password = CHANGE_PASSWORD_MESSAGES.newShort;
  if (values.new_password !== values.confirm_password) errors.confirm_password = CHANGE_PASSWORD_MESSAGES.mismatch;
  return errors;
}

/* ---------- Contact form (B5) ---------- */

export const CONTACT_MESSAGES = {
  nameRequired: 'Name is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  messageRequired: 'Message is required',
  messageShort: 'Message must be at least 10 characters long',
} as const;

export type ContactField = 'name' | 'email' | 'message';

/** Per-field errors; a field's error clears when it is edited (the form's job). */
export function validateContact(values: Record<ContactField, string>): FieldErrors<ContactField> {
  const errors: FieldErrors<ContactField> = {};
  if (blank(values.name)) errors.name = CONTACT_MESSAGES.nameRequired;
  if (blank(values.email)) errors.email = CONTACT_MESSAGES.emailRequired;
  else if (!EMAIL_PATTERN.test(values.email.trim())) errors.email = CONTACT_MESSAGES.emailInvalid;
  if (blank(values.message)) errors.message = CONTACT_MESSAGES.messageRequired;
  else if (values.message.trim().length < CONTACT_MESSAGE_MIN_LENGTH) errors.message = CONTACT_MESSAGES.messageShort;
  return errors;
}

/* ---------- Booking and feedback (B5) ---------- */

export const BOOKING_MESSAGES = {
  notLoggedIn: 'You are not logged in. Please log in to book a session.',
  missing: 'Please fill in all required fields.',
  invalidPrice: 'Invalid price format',
} as const;

export function validateBookingSelection(values: {
  date: string | null | undefined;
  slot: string | null | undefined;
  termsAccepted: boolean;
}): string | null {
  return blank(values.date) || blank(values.slot) || !values.termsAccepted ? BOOKING_MESSAGES.missing : null;
}

export const FEEDBACK_MESSAGES = {
  loginRequired: 'You need to be logged in to submit feedback',
  noRating: 'Please provide a rating',
} as const;

/** B5, B9: a whole rating from 1 to 5. */
export function validateFeedbackRating(rating: number | null | undefined): string | null {
  return typeof rating === 'number' && Number.isInteger(rating) && rating >= 1 && rating <= 5
    ? null
    : FEEDBACK_MESSAGES.noRating;
}

/** Whether any per-field map holds an error. */
export function hasErrors(errors: Partial<Record<string, string>>): boolean {
  return Object.values(errors).some((v) => typeof v === 'string' && v !== '');
}
