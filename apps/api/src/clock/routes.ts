import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { httpError } from '../http/errors';
import { loopbackOnly } from '../http/loopback';
import type { Clock } from './clock';
import { CLOCK_MESSAGES } from '@sukoon/contracts/copy/clock';

export const DEV_CLOCK_PATH = '/dev/clock';

/** `{ "now": ISO 8601 }` moves the clock there; `{ "now": null }` returns to real time. */
export const setClockRequestSchema = z.object({
  now: z.iso.datetime({ offset: true, message: 'now must be an ISO 8601 date and time, or null' }).nullable(),
});

const loopbackClients = loopbackOnly(CLOCK_MESSAGES.loopbackOnly);

/**
 * A page of another site open in a tester's browser can post a form (urlencoded, multipart or text/plain) to
 * 127.0.0.1, but never with a JSON content type nor with this site's Origin. The site's own origin is PUBLIC_URL's,
 * or the one the request itself names in its (loopback) Host: the same server reached as 127.0.0.1 or through the
 * Vite dev server. A request without Origin (curl, a test runner) is no page's.
 */
function fromTheSiteItself(publicUrl: string) {
  const publicOrigin = new URL(publicUrl).origin;
  return (request: FastifyRequest): Promise<void> => {
    const origin = request.headers.origin;
    if (origin !== undefined && origin !== publicOrigin && !isSameOrigin(origin, request.headers.host)) {
      return Promise.reject(httpError(403, CLOCK_MESSAGES.foreignOrigin));
    }
    if (request.method === 'POST' && !isJson(request.headers['content-type'])) {
      return Promise.reject(httpError(415, CLOCK_MESSAGES.jsonOnly));
    }
    return Promise.resolve();
  };
}

const isJson = (contentType: string | undefined) =>
  contentType?.split(';')[0]?.trim().toLowerCase() === 'application/json';

function isSameOrigin(origin: string, host: string | undefined): boolean {
  if (!URL.canParse(origin) || !host) return false;
  const url = new URL(origin);
  return (url.protocol === 'http:' || url.protocol === 'https:') && url.host === host.trim().toLowerCase();
}

/**
 * GET and POST /dev/clock (DESIGN.md): the demo mode's test clock, so a tester can book a session, move past it and
 * give feedback. Registered only in demo mode, and answering loopback clients only, and of pages only the site's own.
 */
export function registerDevClockRoutes(app: FastifyInstance, clock: Clock, publicUrl: string) {
  const answer = () => ({ now: new Date(clock.now()).toISOString() });
  const onRequest = [loopbackClients, fromTheSiteItself(publicUrl)];
  app.get(DEV_CLOCK_PATH, { onRequest }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return answer();
  });
  app.post(DEV_CLOCK_PATH, { onRequest }, async (request, reply) => {
    const { now } = setClockRequestSchema.parse(request.body ?? {});
    await clock.set(now === null ? null : Date.parse(now));
    reply.header('cache-control', 'no-store');
    return answer();
  });
}
