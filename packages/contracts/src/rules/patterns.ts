/** Patterns shared by the forms (rules/validation.ts) and the request schemas, so both agree. */

/** The spec's "simple pattern": something@something.something, no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The simple pattern without `? & % , < > "`, for an address given now (registration, the contact form): those
 * characters build extra recipients, headers or markup where an address lands in a link or a mail header. Addresses
 * stored before still match EMAIL_PATTERN, which sign-in, codes and password resets keep using.
 */
export const NEW_EMAIL_PATTERN = /^[^\s@?&%,<>"]+@[^\s@?&%,<>"]+\.[^\s@?&%,<>"]+$/;

/** Verification and reset codes are 6 digits (A9): the one place that says so. */
export const OTP_LENGTH = 6;
export const MIN_PASSWORD_LENGTH = 8;
export const MAX_PASSWORD_LENGTH = 128;
export const MOBILE_LENGTH = 10;

/** Mobile numbers are exactly 10 digits (A5, A9). */
export const MOBILE_PATTERN = new RegExp(`^\\d{${MOBILE_LENGTH}}$`);
/** Verification and reset codes are exactly OTP_LENGTH digits (A9). */
export const OTP_PATTERN = new RegExp(`^\\d{${OTP_LENGTH}}$`);
export const MIN_AGE = 18;
export const CONTACT_MESSAGE_MIN_LENGTH = 10;
