// Why a call failed, as a sentence a person can read: apart from the client (ky, zod), so code that only words
// failures leaves the client out of its page's first load.
import { errorMessageOf, joinFieldErrors } from '@sukoon/contracts/rules/errorBodies';
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

/** A top-level Django-style field map ({ email: ['...'] }): read only by a call whose wording asks for it. */
function topLevelFieldErrors(body: unknown): string | undefined {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return undefined;
  const fields: Record<string, string[]> = {};
  for (const [field, value] of Object.entries(body)) {
    if (typeof value === 'string' && value.trim()) fields[field] = [value];
    else if (Array.isArray(value)) {
      const texts = value.filter((item): item is string => typeof item === 'string' && item.trim() !== '');
      if (texts.length) fields[field] = texts;
    }
  }
  return joinFieldErrors(fields) || undefined;
}

/** The joined field errors of a body that gives no message or detail beside them. */
function fieldErrorsAlone(body: unknown): string | undefined {
  if (body === null || typeof body !== 'object') return undefined;
  const { message, detail, errors } = body as { message?: unknown; detail?: unknown; errors?: unknown };
  if (typeof message === 'string' || typeof detail === 'string' || !errors || typeof errors !== 'object')
    return undefined;
  return joinFieldErrors(errors as Record<string, string[]>);
}

/**
 * How one call's failures read, for failureMessage: each field sets the text of one kind of failure, and a kind left
 * out reads as every call's does (the server's reason, else the failure's own words). A plain string is one text for
 * every failure.
 */
export type FailureWording =
  | string
  | {
      /** Read first, from whatever body came: a text for an answer so broken that nothing else applies. */
      brokenBody?: (body: unknown) => string | undefined;
      /** Statuses whose text replaces the server's reason. */
      statuses?: Readonly<Partial<Record<number, string>>>;
      /** Any server error (5xx) not in `statuses`: this text instead of the server's reason. */
      serverError?: string;
      /** The server's reason as shown: as it is (unset), put in a sentence, or never (false). */
      reason?: false | ((reason: string) => string);
      /** Only these statuses show the server's reason. */
      reasonOnlyFor?: readonly number[];
      /** The server's reason may be a Django-style map of top-level field errors. */
      fieldMap?: true;
      /** A body whose field errors (`errors`) are its only reason, without message or detail, put in a sentence. */
      fieldErrors?: (joined: string) => string;
      /** An answer refusing the call with no reason to show. */
      refused?: string | ((status: number | 'unknown') => string);
      /** A call that got no answer in time, got no connection, or got one that could not be read. */
      timeout?: string;
      network?: string;
      parse?: string;
      /** The site's own "Authentication token not found" when no one is signed in. */
      noToken?: string;
      /** A failure that is not a call's (a thrown Error): its own words, else this. */
      other?: string;
      /** A thrown Error's own words are not shown: `other` always. */
      otherAlways?: true;
    };

/**
 * The site's one way to turn a failure into the text a person sees, by the call's wording (FailureWording, kept with
 * its feature); with none, the server's message (serverMessageOf), else the client's own words for a call that
 * got no readable answer (time-out, no connection, a bare status).
 */
export function failureMessage(failure: unknown, wording: FailureWording = {}): string {
  if (typeof wording === 'string') return wording;
  if (!(failure instanceof Error)) return wording.other ?? String(failure);
  if (!(failure instanceof ApiError))
    return (!wording.otherAlways && failure.message) || (wording.other ?? failure.message);
  const { kind, status, body } = failure;
  const broken = wording.brokenBody?.(body);
  if (broken) return broken;
  const onlyFields = wording.fieldErrors && fieldErrorsAlone(body);
  if (onlyFields) return wording.fieldErrors!(onlyFields);
  if (kind === 'timeout' || kind === 'network') return wording[kind] ?? (failure.message || wording.other || '');
  const reason =
    wording.reason === false || (wording.reasonOnlyFor && !wording.reasonOnlyFor.includes(status ?? 0))
      ? undefined
      : (serverMessageOf(body) ?? (wording.fieldMap ? topLevelFieldErrors(body) : undefined));
  if (kind === 'parse') return wording.parse ?? reason ?? failure.message;
  if (status === 401 && body === undefined) return wording.noToken ?? failure.message;
  const byStatus =
    status === undefined
      ? undefined
      : (wording.statuses?.[status] ?? (status >= 500 ? wording.serverError : undefined));
  if (byStatus) return byStatus;
  if (reason) return wording.reason ? wording.reason(reason) : reason;
  const { refused } = wording;
  if (typeof refused === 'function') return refused(status ?? 'unknown');
  if (refused !== undefined) return refused;
  return body !== undefined ? `Request failed with status ${status ?? 'unknown'}` : failure.message;
}

/** A wording giving `text` for every failure but an answer with the server's reason, which the other fields may change. */
export const allFailuresRead = (text: string) =>
  ({
    refused: text,
    noToken: text,
    timeout: text,
    network: text,
    parse: text,
    other: text,
    otherAlways: true,
  }) as const;

/** Rejects with failureMessage's text by the call's wording, the failure kept as its cause. */
export function failureAsText(failure: unknown, wording?: FailureWording): never {
  throw new Error(failureMessage(failure, wording), { cause: failure });
}

/** A call that rejects with failureMessage's text by its wording: what a call file's mutation options run. */
export const wordedCall =
  <Variables, Result>(call: (variables: Variables) => Promise<Result>, wording?: FailureWording) =>
  (variables: Variables): Promise<Result> =>
    call(variables).catch((failure: unknown) => failureAsText(failure, wording));
