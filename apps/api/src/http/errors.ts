import { toFieldErrors } from '@sukoon/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';

/** The body of every error answer; the site reads `message`, then `detail`, then the field errors. */
export interface ErrorBody {
  message: string;
  detail?: string;
  /** Field name (first level of the body) -> messages; problems with the body as a whole under NON_FIELD. */
  errors?: Record<string, string[]>;
}

/** Key of `errors` for problems that belong to no single field; the contracts' toFieldErrors uses the same. */
export const NON_FIELD = '_';
export const NOT_FOUND: ErrorBody = { message: 'Not found.', detail: 'Not found.' };
const SERVER_ERROR = 'Something went wrong on our side. Please try again later.';

/**
 * Throw from a route for an answer the client should see: `throw new HttpError(409, 'This slot was just booked.')`.
 * 5xx messages are logged but replaced by a generic text, so internals never leak.
 */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly detail: string | undefined;
  readonly errors: Record<string, string[]> | undefined;

  constructor(statusCode: number, message: string, extra: { detail?: string; errors?: Record<string, string[]> } = {}) {
    super(message);
    this.name = 'HttpError';
    this.statusCode = statusCode;
    this.detail = extra.detail;
    this.errors = extra.errors;
  }
}

interface ZodLikeIssue {
  path: readonly PropertyKey[];
  message: string;
}

// Duck-typed so schemas from any zod copy (classic or mini, site's or contracts') are recognised.
function zodIssues(error: unknown): ZodLikeIssue[] | undefined {
  if (error instanceof Error && error.name === 'ZodError' && Array.isArray((error as { issues?: unknown }).issues)) {
    return (error as unknown as { issues: ZodLikeIssue[] }).issues;
  }
  return undefined;
}

function addFieldError(errors: Record<string, string[]>, field: string, message: string) {
  const list = (errors[field] ??= []);
  if (!list.includes(message)) list.push(message);
}

/**
 * The `errors` map comes from the contracts' toFieldErrors, so site and api agree on field keys; the first message
 * becomes `message`, since that is the one the site shows.
 */
export function validationBody(error: { issues: readonly ZodLikeIssue[] }): ErrorBody {
  // toFieldErrors reads only `issues`, which every zod copy's error has.
  const errors = toFieldErrors(error as unknown as z.ZodError);
  return { message: error.issues[0]?.message ?? 'The request is not valid.', errors };
}

function fastifyValidationBody(error: FastifyError): ErrorBody {
  const errors: Record<string, string[]> = {};
  for (const item of error.validation ?? []) {
    const missing = (item.params as { missingProperty?: unknown } | undefined)?.missingProperty;
    const first = item.instancePath.split('/')[1];
    const field = first || (typeof missing === 'string' ? missing : NON_FIELD);
    addFieldError(errors, field, item.message ?? 'is not valid');
  }
  return { message: error.message, errors };
}

export function sendError(reply: FastifyReply, statusCode: number, body: ErrorBody) {
  return reply.code(statusCode).type('application/json; charset=utf-8').send(body);
}

/** Installs the one error handler: every failure answers JSON `{ message, detail?, errors? }`. */
export function installErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: unknown, request: FastifyRequest, reply: FastifyReply) => {
    const issues = zodIssues(error);
    if (issues) return sendError(reply, 400, validationBody({ issues }));

    if (error instanceof HttpError) {
      if (error.statusCode >= 500) {
        request.log.error({ err: error }, 'request failed');
        return sendError(reply, error.statusCode, { message: SERVER_ERROR });
      }
      const body: ErrorBody = { message: error.message };
      if (error.detail) body.detail = error.detail;
      if (error.errors) body.errors = error.errors;
      return sendError(reply, error.statusCode, body);
    }

    const fastifyError = error as Partial<FastifyError>;
    if (fastifyError.validation) return sendError(reply, 400, fastifyValidationBody(fastifyError as FastifyError));

    const status = typeof fastifyError.statusCode === 'number' ? fastifyError.statusCode : 500;
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (bad JSON, unsupported media type, too large, rate limited) explain themselves.
      return sendError(reply, status, { message: fastifyError.message ?? 'The request is not valid.' });
    }
    request.log.error({ err: error }, 'request failed');
    return sendError(reply, status >= 500 ? status : 500, { message: SERVER_ERROR });
  });
}
