import * as z from 'zod/mini';
import { API_ERROR_CODES, type ApiErrorCode } from '../rules/errorBodies';

/**
 * The error body the site reads (A8, B8): any of these fields may carry the reason.
 * `errors` is a field-error map, `{ email: ['Please enter a valid email address'] }`; `code` is one of
 * API_ERROR_CODES, for the site to act on (never a text to show).
 */
export const apiErrorSchema = z.looseObject({
  code: z.optional(z.string()),
  message: z.optional(z.string()),
  detail: z.optional(z.string()),
  error: z.optional(z.string()),
  details: z.optional(z.string()),
  errors: z.optional(z.record(z.string(), z.array(z.string()))),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

/**
 * The error body our api answers, always (apps/api/src/http/errors.ts builds it): a message to show; `detail` (the
 * same text, for screens that read detail), `code`, `error` and the field errors where a screen reads them; nothing
 * else. apiErrorSchema stays wider, as the site also reads what other servers answer (B8's details).
 */
export const apiErrorBodySchema = z.strictObject({
  code: z.optional(z.enum(Object.values(API_ERROR_CODES) as [ApiErrorCode, ...ApiErrorCode[]])),
  message: z.string().check(z.minLength(1)),
  detail: z.optional(z.string()),
  error: z.optional(z.string()),
  errors: z.optional(z.record(z.string(), z.array(z.string()))),
});
export type ApiErrorBody = z.infer<typeof apiErrorBodySchema>;

/** Turns a zod failure into the `errors` map of an error body (first-level field names; form-level under "_"). */
export function toFieldErrors(error: z.core.$ZodError): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? String(issue.path[0]) : '_';
    (out[key] ??= []).push(issue.message);
  }
  return out;
}
