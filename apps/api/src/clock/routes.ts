import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { httpError } from '../http/errors';
import type { Clock } from './clock';

export const DEV_CLOCK_PATH = '/dev/clock';

export const CLOCK_MESSAGES = {
  loopbackOnly: 'The test clock answers only on the machine the server runs on.',
} as const;

/** `{ "now": ISO 8601 }` moves the clock there; `{ "now": null }` returns to real time. */
export const setClockRequestSchema = z.object({
  now: z.iso.datetime({ offset: true, message: 'now must be an ISO 8601 date and time, or null' }).nullable(),
});

/** 127.0.0.0/8 and ::1, also as IPv4-mapped IPv6 addresses. */
export function isLoopback(ip: string): boolean {
  const v4 = ip.startsWith('::ffff:') ? ip.slice(7) : ip;
  return /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(v4) || ip === '::1';
}

function loopbackOnly(request: FastifyRequest): Promise<void> {
  // request.ip honours TRUST_PROXY, so a proxied request counts as its real client.
  if (!isLoopback(request.ip)) return Promise.reject(httpError(403, CLOCK_MESSAGES.loopbackOnly));
  return Promise.resolve();
}

/**
 * GET and POST /dev/clock (DESIGN.md): the demo mode's test clock, so a tester can book a session, move past it and
 * give feedback. Registered only in demo mode, and answering loopback clients only.
 */
export function registerDevClockRoutes(app: FastifyInstance, clock: Clock) {
  const answer = () => ({ now: new Date(clock.now()).toISOString() });
  app.get(DEV_CLOCK_PATH, { onRequest: loopbackOnly }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return answer();
  });
  app.post(DEV_CLOCK_PATH, { onRequest: loopbackOnly }, async (request, reply) => {
    const { now } = setClockRequestSchema.parse(request.body ?? {});
    await clock.set(now === null ? null : Date.parse(now));
    reply.header('cache-control', 'no-store');
    return answer();
  });
}
