import type { FastifyInstance } from 'fastify';

/**
 * An answer to a signed-in request is that person's own (profile, bookings, membership, payment status), and an answer
 * that hands out a session (sign-in, Google sign-in, a verified code: routes with `handsOutSession`) carries the token
 * itself: no browser cache, proxy or CDN may keep either, or a shared computer or a misconfigured cache could show it
 * to the next person. A route that chose its own Cache-Control keeps it.
 */
export function installPrivateNoStore(app: FastifyInstance): void {
  // Callback style: it runs on every answer, and an async hook costs a promise each time.
  app.addHook('onSend', (request, reply, payload, done) => {
    const isPrivate =
      (request.headers.authorization && request.url.startsWith('/api/')) ||
      request.routeOptions.config.handsOutSession === true;
    if (isPrivate && !reply.hasHeader('cache-control')) {
      reply.header('cache-control', 'no-store');
    }
    done(null, payload);
  });
}
