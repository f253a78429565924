import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { Config } from '../config';
import { contentSecurityPolicy } from './csp';

/** What helmet sends on every answer. */
export function helmetOptions(config: Pick<Config, 'payments' | 'publicUrl'>): HelmetOptions {
  return {
    contentSecurityPolicy: contentSecurityPolicy(config),
    // Google's sign-in popup talks back to the opener window.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    // Google Identity Services checks the page origin, which 'no-referrer' would hide.
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  };
}

/**
 * The headers helmet sets with these options, computed once. Without CSP nonces or directives given as functions
 * (ours have neither) helmet sets the same headers on every response whatever the request, so running its middleware
 * per request (as @fastify/helmet did, building the middleware and parsing the CSP again each time: about a tenth of
 * a cached read's CPU) only repeated the work.
 */
export function securityHeaders(options: Readonly<HelmetOptions>): ReadonlyMap<string, string> {
  const headers = new Map<string, string>();
  const recorder = {
    setHeader: (name: string, value: unknown) => headers.set(name, String(value)),
    removeHeader: (name: string) => headers.delete(name),
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

/** Helmet's security headers (CSP, frame, referrer, cross-origin policies…) on every answer: pages, files, errors. */
export function installSecurityHeaders(app: FastifyInstance, config: Pick<Config, 'payments' | 'publicUrl'>): void {
  const headers = [...securityHeaders(helmetOptions(config))];
  app.addHook('onRequest', (_request, reply, done) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    done();
  });
}
