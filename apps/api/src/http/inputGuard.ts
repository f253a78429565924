import type { FastifyInstance } from 'fastify';
import { httpError } from './errors';

export const NUL_BYTE_TEXT = 'The request contains a character that is not allowed.';

/** True when a value (of any depth a JSON body or a form can have) holds a string with a NUL character. */
function holdsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 32 || value === null || typeof value !== 'object') return false;
  if (Array.isArray(value)) return value.some((item) => holdsNul(item, depth + 1));
  return Object.entries(value).some(([key, item]) => key.includes('\u0000') || holdsNul(item, depth + 1));
}

/**
 * No text column can store a NUL character (PostgreSQL and PGlite refuse it with an error, which was a 500), and no
 * honest client sends one: every request whose path parameters, query or body hold one is answered 400 before any
 * route sees it.
 */
export function installInputGuard(app: FastifyInstance): void {
  // Callback style: it runs on every request, and an async hook costs a promise each time.
  app.addHook('preValidation', (request, _reply, done) => {
    const refused = holdsNul(request.params) || holdsNul(request.query) || holdsNul(request.body);
    done(refused ? httpError(400, NUL_BYTE_TEXT) : undefined);
  });
}
