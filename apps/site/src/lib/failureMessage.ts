// Why a call failed, as a sentence a person can read: apart from the client (ky, zod), so code that only words
// failures (the account screens' error catalogue) leaves the client out of its page's first load.
import { errorMessageOf } from '@sukoon/contracts/rules/errorBodies';
import { ApiError } from './apiError';

/**
 * The server's own words in an error body: the contracts' error shape read by errorMessageOf (message, detail,
 * error, details, then the field errors), or a short plain-text body. Undefined for anything else (an HTML error
 * page, an object with none of those fields), so no raw JSON or markup ever reaches a person.
 */
export function serverMessageOf(body: unknown): string | undefined {
  if (typeof body !== 'string') return errorMessageOf(body);
  const text = body.trim();
  return text !== '' && text.length <= 300 && !/^[<{[]/.test(text) ? text : undefined;
}

/**
 * The one way the site reads why a call failed, as a sentence: the server's message (serverMessageOf), else the
 * client's own words for a call that got no readable answer (time-out, no connection, a bare status).
 */
export function failureMessage(failure: unknown): string {
  if (failure instanceof ApiError) {
    const fromServer = serverMessageOf(failure.body);
    if (fromServer) return fromServer;
    return failure.kind === 'http' && failure.body !== undefined
      ? `Request failed with status ${failure.status ?? 'unknown'}`
      : failure.message;
  }
  return failure instanceof Error ? failure.message : String(failure);
}

/** Rejects with failureMessage's sentence, the failure kept as its cause: `.catch(failureAsText)` for a form that shows a rejection's message. */
export function failureAsText(failure: unknown): never {
  throw new Error(failureMessage(failure), { cause: failure });
}
