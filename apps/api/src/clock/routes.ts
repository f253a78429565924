import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
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
 * GET and POST /dev/clock (DESIGN.md): the demo mode's test clock, so a tester can book a session, move past it and
 * give feedback. Registered only in demo mode, and answering loopback clients only.
 */
export function registerDevClockRoutes(app: FastifyInstance, clock: Clock) {
  const answer = () => ({ now: new Date(clock.now()).toISOString() });
  app.get(DEV_CLOCK_PATH, { onRequest: loopbackClients }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return answer();
  });
  app.post(DEV_CLOCK_PATH, { onRequest: loopbackClients }, async (request, reply) => {
    const { now } = setClockRequestSchema.parse(request.body ?? {});
    await clock.set(now === null ? null : Date.parse(now));
    reply.header('cache-control', 'no-store');
    return answer();
  });
}
