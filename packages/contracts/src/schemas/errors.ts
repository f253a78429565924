import * as z from 'zod/mini';

/**
 * Machine-readable reasons an error body may carry in `code`, for the few answers the site acts on rather than
 * only shows. Never shown to a person (the texts are in message and detail).
 */
export const API_ERROR_CODES = {
  /** Sign-in with the right password before the address is verified (403); a fresh code has been e-mailed. */
  emailNotVerified: 'email_not_verified',
} as const;
export type ApiErrorCode = (typeof API_ERROR_CODES)[keyof typeof API_ERROR_CODES];

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

/** "field: message; other: message": the joined field errors the registration and feedback screens show (A8, B8). */
export function joinFieldErrors(errors: Record<string, readonly string[]>): string {
  return Object.entries(errors)
    .filter(([, messages]) => messages.length > 0)
    .map(([field, messages]) => `${field}: ${messages.join(' ')}`)
    .join('; ');
}

/**
 * The first human-readable reason in an error body, in the order the site reads them:
 * message, detail, error, details, a string body, then the joined field errors. Undefined when none.
 */
export function errorMessageOf(body: unknown): string | undefined {
  if (typeof body === 'string') return body.trim() || undefined;
  const parsed = apiErrorSchema.safeParse(body);
  if (!parsed.success) return undefined;
  const { message, detail, error, details, errors } = parsed.data;
  const first = [message, detail, error, details].find((v) => typeof v === 'string' && v.trim() !== '');
  if (first) return first;
  if (errors) return joinFieldErrors(errors) || undefined;
  return undefined;
}

/** The `code` of an error body (API_ERROR_CODES), or undefined. */
export function errorCodeOf(body: unknown): string | undefined {
  const parsed = apiErrorSchema.safeParse(body);
  return parsed.success ? parsed.data.code : undefined;
}

/**
 * The first balanced `{...}` object in a text that parses as JSON, for bodies that are not JSON
 * (A7: "an embedded JSON object is extracted if present"). Braces inside JSON strings are skipped.
 */
export function extractEmbeddedJson(text: string): Record<string, unknown> | undefined {
  for (let start = text.indexOf('{'); start !== -1; start = text.indexOf('{', start + 1)) {
    const end = matchingBrace(text, start);
    if (end === -1) continue;
    try {
      const value: unknown = JSON.parse(text.slice(start, end + 1));
      if (value !== null && typeof value === 'object' && !Array.isArray(value)) return value as Record<string, unknown>;
    } catch {
      // Not JSON (for example a CSS or script block in an HTML page): try the next opening brace.
    }
  }
  return undefined;
}

function matchingBrace(text: string, start: number): number {
  let depth = 0;
  let inString = false;
  for (let i = start; i < text.length; i += 1) {
    const ch = text[i];
    if (inString) {
      if (ch === '\\') i += 1;
      else if (ch === '"') inString = false;
      continue;
    }
    if (ch === '"') inString = true;
    else if (ch === '{') depth += 1;
    else if (ch === '}') {
      depth -= 1;
      if (depth === 0) return i;
    }
  }
  return -1;
}
