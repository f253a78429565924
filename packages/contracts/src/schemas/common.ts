import * as z from 'zod/mini';
import { validationCopy } from '../copy/validation';
import {
  EMAIL_PATTERN,
  MAX_PASSWORD_LENGTH,
  MIN_PASSWORD_LENGTH,
  MOBILE_PATTERN,
  NEW_EMAIL_PATTERN,
  OTP_PATTERN,
} from '../rules/patterns';

/** Shared building blocks for the request and answer schemas. */

/** E-mail as the site and the server store it: trimmed and lower-cased, then the pattern (one message either way). */
const emailMatching = (pattern: RegExp) =>
  z
    .string()
    .check(
      z.trim(),
      z.toLowerCase(),
      z.maxLength(254),
      z.regex(pattern, { message: validationCopy.registration.email }),
    );

/** An address that may belong to an existing account (sign-in, codes, resets): the spec's simple pattern. */
export const emailSchema = emailMatching(EMAIL_PATTERN);

/**
 * An address given now (registration, the contact form): also without the characters NEW_EMAIL_PATTERN leaves out.
 * Calls that find an existing account keep emailSchema, so older addresses still work there.
 */
export const newEmailSchema = emailMatching(NEW_EMAIL_PATTERN);

/** A required free-text field: trimmed, non-empty, bounded. */
export const requiredText = (max: number, message: string = validationCopy.limits.required) =>
  z.string().check(z.trim(), z.minLength(1, { message }), z.maxLength(max));

export const mobileSchema = z
  .string()
  .check(z.trim(), z.regex(MOBILE_PATTERN, { message: validationCopy.registration.mobile }));

export const otpSchema = z
  .string()
  .check(z.trim(), z.regex(OTP_PATTERN, { message: validationCopy.verification.incomplete }));

/** The spec's passwords: at least 8 characters; 128 caps the cost of hashing. */
export const passwordSchema = z
  .string()
  .check(
    z.minLength(MIN_PASSWORD_LENGTH, { message: validationCopy.registration.password }),
    z.maxLength(MAX_PASSWORD_LENGTH, { message: validationCopy.limits.passwordLong }),
  );

/** Calendar date 'yyyy-MM-dd' that exists (rejects 2026-02-30). */
export const isoDateSchema = z
  .string()
  .check(
    z.regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'Date must be yyyy-MM-dd' }),
    z.refine(isRealDate, { message: 'Date does not exist' }),
  );

/** Clock time 'HH:mm:ss' (24 h). */
export const timeWithSecondsSchema = z
  .string()
  .check(z.regex(/^([01]\d|2[0-3]):[0-5]\d:[0-5]\d$/, { message: 'Time must be HH:mm:ss' }));

/** Clock time 'HH:mm' or 'HH:mm:ss' (24 h), as servers vary. */
export const clockTimeSchema = z
  .string()
  .check(z.regex(/^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/, { message: 'Time must be HH:mm or HH:mm:ss' }));

/** 'HH:MM:SS' durations such as 01:00:00 and 00:30:00. */
export const durationSchema = z
  .string()
  .check(z.regex(/^\d{2}:[0-5]\d:[0-5]\d$/, { message: 'Duration must be HH:MM:SS' }));

/** The largest id a database `integer` column holds; a larger one can name no record. */
export const MAX_ID = 2_147_483_647;

/** Ids arrive as numbers, sometimes as numeric strings from form data or query strings. */
export const idSchema = z.coerce.number().check(z.int(), z.positive(), z.lte(MAX_ID));

/** Optional coupon / GST number: trimmed; empty becomes null, as the spec says they are sent as null when empty. */
export const optionalCode = z.pipe(
  z.nullish(z.string().check(z.trim(), z.maxLength(32))),
  z.transform((v) => (v ? v : null)),
);

/** Money from a server: a number, or a decimal string such as "5000.00". */
export const moneySchema = z.union([z.number(), z.string()]);

/** A body whose shape the spec does not show: any JSON object, extra keys kept. */
export const messageBodySchema = z.looseObject({
  message: z.optional(z.string()),
  detail: z.optional(z.string()),
  success: z.optional(z.boolean()),
});
export type MessageBody = z.infer<typeof messageBodySchema>;

function isRealDate(text: string): boolean {
  const [y, m, d] = text.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}
