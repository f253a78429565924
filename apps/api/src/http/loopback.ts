import type { FastifyRequest } from 'fastify';
import { httpError } from './errors';

/** 127.0.0.0/8 and ::1, also as IPv4-mapped IPv6 addresses. */
export function isLoopback(ip: string): boolean {
  const v4 = ip.startsWith('::ffff:') ? ip.slice(7) : ip;
  return /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(v4) || ip === '::1';
}

/** A Host header that names this machine: localhost, a 127.x address or [::1], with or without a port. */
export function isLoopbackHost(host: string | undefined): boolean {
  const match = /^(\[[^\]]*\]|[^:]*)(?::\d{1,5})?$/.exec(host?.trim().toLowerCase() ?? '');
  const name = match?.[1] ?? '';
  return name === 'localhost' || name === '[::1]' || isLoopback(name);
}

/**
 * An onRequest hook for the demo mode's tester tools (the mail outbox, the test clock): they answer only on the
 * machine the server runs on, so a demo reachable from a network shows nobody else's codes and moves nobody's time.
 * It reads the connection's own address, never request.ip (which believes a trusted proxy's X-Forwarded-For), and a
 * loopback Host header, so a web page whose name was pointed at 127.0.0.1 (DNS rebinding) is refused too.
 */
export function loopbackOnly(refusal: string) {
  return (request: FastifyRequest): Promise<void> =>
    isLoopback(request.socket.remoteAddress ?? '') && isLoopbackHost(request.headers.host)
      ? Promise.resolve()
      : Promise.reject(httpError(403, refusal));
}
