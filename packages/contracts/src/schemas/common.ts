import { z } from 'zod';
import { validationCopy } from '../copy/validation';
import {
  EMAIL_PATTERN,
  MAX_PASSWORD_LENGTH,
  MIN_PASSWORD_LENGTH,
  MOBILE_PATTERN,
  OTP_PATTERN,
} from '../rules/patterns';

/** Shared building blocks for the request and answer schemas. */

/** E-mail as both the site and the server store it: trimmed and lower-cased, then the spec's simple pattern. */
export const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(254)
  .regex(EMAIL_PATTERN, { message: validationCopy.registration.email });

/** A required free-text field: trimmed, non-empty, bounded. */
export const requiredText = (max: number, message: string = validationCopy.limits.required) =>
  z.string().trim().min(1, { message }).max(max);

export const mobileSchema = z.string().trim().regex(MOBILE_PATTERN, { message: validationCopy.registration.mobile });

export const otpSchema = z.string().trim().regex(OTP_PATTERN, { message: validationCopy.verification.incomplete });

/** The spec's passwords: at least 8 characters; 128 caps the cost of hashing. */
export const passwordSchema = z
  .string()
  .min(MIN_PASSWORD_LENGTH, { message: validationCopy.registration.password })
  .max(MAX_PASSWORD_LENGTH, { message: validationCopy.limits.passwordLong });

/** Calendar date 'yyyy-MM-dd' that exists (rejects 2026-02-30). */
export const isoDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'Date must be yyyy-MM-dd' })
  .refine(isRealDate, { message: 'Date does not exist' });

/** Clock time 'HH:mm:ss' (24 h). */
export const timeWithSecondsSchema = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d:[0-5]\d$/, { message: 'Time must be HH:mm:ss' });

/** Clock time 'HH:mm' or 'HH:mm:ss' (24 h), as servers vary. */
export const clockTimeSchema = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/, { message: 'Time must be HH:mm or HH:mm:ss' });

/** 'HH:MM:SS' durations such as 01:00:00 and 00:30:00. */
export const durationSchema = z.string().regex(/^\d{2}:[0-5]\d:[0-5]\d$/, { message: 'Duration must be HH:MM:SS' });

/** The largest id a database `integer` column holds; a larger one can name no record. */
export const MAX_ID = 2_147_483_647;

/** Ids arrive as numbers, sometimes as numeric strings from form data or query strings. */
export const idSchema = z.coerce.number().int().positive().max(MAX_ID);

/** Optional coupon / GST number: trimmed; empty becomes null, as the spec says they are sent as null when empty. */
export const optionalCode = z
  .string()
  .trim()
  .max(32)
  .nullish()
  .transform((v) => (v ? v : null));

/** Money from a server: a number, or a decimal string such as "5000.00". */
export const moneySchema = z.union([z.number(), z.string()]);

/** A body whose shape the spec does not show: any JSON object, extra keys kept. */
export const messageBodySchema = z.looseObject({
  message: z.string().optional(),
  detail: z.string().optional(),
  success: z.boolean().optional(),
});
export type MessageBody = z.infer<typeof messageBodySchema>;

function isRealDate(text: string): boolean {
  const [y, m, d] = text.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}
