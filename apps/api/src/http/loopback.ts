import type { FastifyRequest } from 'fastify';
import { httpError } from './errors';

/** 127.0.0.0/8 and ::1, also as IPv4-mapped IPv6 addresses. */
export function isLoopback(ip: string): boolean {
  const v4 = ip.startsWith('::ffff:') ? ip.slice(7) : ip;
  return /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(v4) || ip === '::1';
}

/**
 * An onRequest hook for the demo mode's tester tools (the mail outbox, the test clock): they answer only on the
 * machine the server runs on, so a demo reachable from a network shows nobody else's codes and moves nobody's time.
 * request.ip honours TRUST_PROXY, so a proxied request counts as its real client.
 */
export function loopbackOnly(refusal: string) {
  return (request: FastifyRequest): Promise<void> =>
    isLoopback(request.ip) ? Promise.resolve() : Promise.reject(httpError(403, refusal));
}
