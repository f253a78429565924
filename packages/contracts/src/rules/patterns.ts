/** Patterns shared by the forms (rules/validation.ts) and the request schemas, so both agree. */

/** The spec's "simple pattern": something@something.something, no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Mobile numbers are exactly 10 digits (A5, A9). */
export const MOBILE_PATTERN = /^\d{10}$/;
/** Verification and reset codes are exactly 6 digits (A9). */
export const OTP_PATTERN = /^\d{6}$/;

export const OTP_LENGTH = 6;
export const MIN_PASSWORD_LENGTH = 8;
export const MAX_PASSWORD_LENGTH = 128;
export const MOBILE_LENGTH = 10;
export const MIN_AGE = 18;
export const CONTACT_MESSAGE_MIN_LENGTH = 10;
