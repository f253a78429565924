// How a failed call looks to the site, without the client itself (ky, zod): code that only inspects failures, such
// as a page's fallback rule, imports this and leaves the client out of the page's first load.

export type ApiErrorKind = 'http' | 'timeout' | 'network' | 'parse';

/** Every failed call rejects with this; `body` is the parsed answer (object, string or undefined). */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly kind: ApiErrorKind,
    readonly status: number | undefined,
    readonly body: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** The server's reply as text, for looking inside it (B8's "an error containing 761"); never shown as it is. */
export function replyText(body: unknown): string {
  if (body === undefined || body === null) return '';
  if (typeof body === 'string') return body;
  try {
    return JSON.stringify(body);
  } catch {
    return String(body);
  }
}
