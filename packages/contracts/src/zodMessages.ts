import type * as z from 'zod/mini';
import { validationCopy } from './copy/validation';

/**
 * zod's `customError`, in the browser (zodBrowserConfig) and the API (apps/api/src/http/zod.ts): a text's length check
 * without a message of its own says the limit in the site's words ("This field must be at most 200 characters long")
 * instead of the locale's "Too big: expected string to have <=200 characters". A check's own message still wins, and
 * every other issue keeps the locale's text.
 */
export function lengthMessage(issue: z.core.$ZodRawIssue): string | undefined {
  if (issue.origin !== 'string') return undefined;
  if (issue.code === 'too_big') return validationCopy.limits.tooLong(Number(issue.maximum));
  if (issue.code === 'too_small') {
    const minimum = Number(issue.minimum);
    return minimum <= 1 ? validationCopy.limits.required : validationCopy.limits.tooShort(minimum);
  }
  return undefined;
}
