import { toFieldErrors, type ApiErrorCode } from '@sukoon/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';

/**
 * The body of every error answer (the contracts' apiErrorSchema). The site reads `message`, then `detail`, then
 * `error`, then the field errors (contracts' errorMessageOf); `code`, where present, tells it what to do.
 */
export interface ErrorBody {
  /** A machine-readable reason the site acts on (the contracts' API_ERROR_CODES); never a text to show. */
  code?: ApiErrorCode;
  message: string;
  detail?: string;
  /** Only where the spec's screen reads this field (A7's reset-password failure). */
  error?: string;
  /** Field name (first level of the body) -> messages; problems with the body as a whole under NON_FIELD. */
  errors?: Record<string, string[]>;
}

/** Key of `errors` for problems that belong to no single field; the contracts' toFieldErrors uses the same. */
export const NON_FIELD = '_';
const NOT_FOUND_TEXT = 'Not found.';
const SERVER_ERROR = 'Something went wrong on our side. Please try again later.';

export interface HttpErrorOptions {
  /** The `code` field: a machine-readable reason (the contracts' API_ERROR_CODES). */
  code?: ApiErrorCode;
  /** The `detail` field: the message again unless told otherwise; `false` leaves it out. */
  detail?: string | false;
  /** The `error` field, for the one screen that reads it. */
  error?: string;
  /** Field errors, `{ email: ['An account with this email already exists.'] }`. */
  errors?: Record<string, string[]>;
  /** Sent as a Retry-After header, in whole seconds rounded up (429s). */
  retryAfterMs?: number;
  /**
   * 5xx answers are logged and replaced by a generic text, so internals never leak. `expose: true` sends this
   * message instead, for a 5xx whose text tells the person what to do ("Membership purchases are not available…").
   */
  expose?: boolean;
}

/** An error a route (or a service under it) throws; build it with `httpError()`. */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly body: ErrorBody;
  readonly retryAfterMs: number | undefined;
  readonly expose: boolean;

  constructor(statusCode: number, body: ErrorBody, options: { retryAfterMs?: number; expose?: boolean } = {}) {
    super(body.message);
    this.name = 'HttpError';
    this.statusCode = statusCode;
    this.body = body;
    this.retryAfterMs = options.retryAfterMs;
    this.expose = options.expose ?? statusCode < 500;
  }
}

/**
 * The one way to answer an error: `throw httpError(409, BOOKING_MESSAGES.slotTaken)` answers
 * `409 { message, detail }` with the same text in both fields the site reads.
 *
 *   httpError(400, text, { errors: { email: [text] } })  -> { message, detail, errors }
 *   httpError(429, text, { detail: false, retryAfterMs }) -> { message } and Retry-After
 *   httpError(400, text, { detail: false, error: text })  -> { message, error }
 *   httpError(503, 'Google did not answer')               -> logged; { message: <generic text> }
 *   httpError(501, text, { expose: true })                -> { message, detail }
 */
export function httpError(statusCode: number, message: string, options: HttpErrorOptions = {}): HttpError {
  const body: ErrorBody = options.code === undefined ? { message } : { code: options.code, message };
  const detail = options.detail ?? message;
  if (detail !== false) body.detail = detail;
  if (options.error !== undefined) body.error = options.error;
  if (options.errors) body.errors = options.errors;
  return new HttpError(statusCode, body, options);
}

/** 404 `{ message: 'Not found.', detail: 'Not found.' }`, the answer of every unknown path and record. */
export const notFound = () => httpError(404, NOT_FOUND_TEXT);

interface ZodLikeIssue {
  path: readonly PropertyKey[];
  message: string;
}

// Duck-typed so failures of any zod copy are recognised: classic zod names its error ZodError, zod/mini (the
// contracts' schemas) $ZodError.
function zodIssues(error: unknown): ZodLikeIssue[] | undefined {
  if (
    error instanceof Error &&
    (error.name === 'ZodError' || error.name === '$ZodError') &&
    Array.isArray((error as { issues?: unknown }).issues)
  ) {
    return (error as unknown as { issues: ZodLikeIssue[] }).issues;
  }
  return undefined;
}

/**
 * A zod failure, whether a route's schema (http/zod.ts) or a `.parse()` in a service found it: 400 with the first
 * message as `message` (the one the site shows) and the contracts' toFieldErrors map, so site and api agree on keys.
 */
export function validationBody(error: { issues: readonly ZodLikeIssue[] }): ErrorBody {
  // toFieldErrors reads only `issues`, which every zod copy's error has.
  const errors = toFieldErrors(error as unknown as z.ZodError);
  return { message: error.issues[0]?.message ?? 'The request is not valid.', errors };
}

function send(reply: FastifyReply, statusCode: number, body: ErrorBody) {
  return reply.code(statusCode).type('application/json; charset=utf-8').send(body);
}

/**
 * Fastify's own refusals before any route or hook runs (a malformed URL such as a bad %-escape): the same error
 * shape, not Fastify's `{ error, code, message }`. Pass it as Fastify's `frameworkErrors` option.
 */
export function answerFrameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const status = typeof error.statusCode === 'number' && error.statusCode < 500 ? error.statusCode : 400;
  return send(reply, status, { message: 'The request is not valid.' });
}

/** Installs the one error handler: every failure answers JSON `{ code?, message, detail?, error?, errors? }`. */
export function installErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: unknown, request: FastifyRequest, reply: FastifyReply) => {
    const issues = zodIssues(error);
    if (issues) return send(reply, 400, validationBody({ issues }));

    if (error instanceof HttpError) {
      if (error.retryAfterMs !== undefined) reply.header('retry-after', Math.ceil(error.retryAfterMs / 1000));
      if (!error.expose) {
        request.log.error({ err: error }, 'request failed');
        return send(reply, error.statusCode, { message: SERVER_ERROR });
      }
      return send(reply, error.statusCode, error.body);
    }

    const fastifyError = error as Partial<FastifyError>;
    const status = typeof fastifyError.statusCode === 'number' ? fastifyError.statusCode : 500;
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (bad JSON, unsupported media type, too large) explain themselves.
      return send(reply, status, { message: fastifyError.message ?? 'The request is not valid.' });
    }
    request.log.error({ err: error }, 'request failed');
    return send(reply, status >= 500 ? status : 500, { message: SERVER_ERROR });
  });
}
