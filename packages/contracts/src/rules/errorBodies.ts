// Reading error bodies (A7, A8, B8) without zod: the site's failure texts come with every page that makes a call,
// and building even one schema at load brings zod's core into that page's first load. The schemas of
// the same bodies (apiErrorSchema, apiErrorBodySchema) are in ../schemas/errors; errors.test.ts checks they agree.
import type { ApiError } from '../schemas/errors';

/**
 * Machine-readable reasons an error body may carry in `code`, for the few answers the site acts on rather than
 * only shows. Never shown to a person (the texts are in message and detail).
 */
export const API_ERROR_CODES = {
  /** Sign-in with the right password before the address is verified (403); a fresh code has been e-mailed. */
  emailNotVerified: 'email_not_verified',
} as const;
export type ApiErrorCode = (typeof API_ERROR_CODES)[keyof typeof API_ERROR_CODES];

const textFields = ['code', 'message', 'detail', 'error', 'details'] as const;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A record's test: an object literal (or JSON's), not an instance of a class. */
const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  isObject(value) && [Object.prototype, null].includes(Object.getPrototypeOf(value));

/**
 * An error body read as apiErrorSchema reads it (the same bodies pass; errors.test.ts checks the two agree), written
 * out so that the site's failure texts, which every page with a call carries, do not bring zod into a page's first
 * load with them.
 */
export function readApiError(body: unknown): ApiError | undefined {
  if (!isObject(body)) return undefined;
  if (textFields.some((field) => body[field] !== undefined && typeof body[field] !== 'string')) return undefined;
  const { errors } = body;
  const fieldErrorsOk =
    errors === undefined ||
    (isPlainObject(errors) &&
      Object.values(errors).every((texts) => Array.isArray(texts) && texts.every((text) => typeof text === 'string')));
  return fieldErrorsOk ? (body as ApiError) : undefined;
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
  const parsed = readApiError(body);
  if (!parsed) return undefined;
  const { message, detail, error, details, errors } = parsed;
  const first = [message, detail, error, details].find((v) => typeof v === 'string' && v.trim() !== '');
  if (first) return first;
  if (errors) return joinFieldErrors(errors) || undefined;
  return undefined;
}

/** The `code` of an error body (API_ERROR_CODES), or undefined. */
export function errorCodeOf(body: unknown): string | undefined {
  return readApiError(body)?.code;
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
