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

/**
 * The headers of an API answer (JSON, a CSV download, a redirect, a 304), which no browser renders as a page: OWASP's
 * REST set. Nothing may load from it or frame it (`default-src 'none'; frame-ancestors 'none'`, X-Frame-Options for
 * older browsers), no sniffing it into something else, no referrer, no reading it from another origin's page, and
 * HSTS where the site is served over https (a browser ignores it over http). Helmet's other headers only mean
 * something to a document (COOP, Origin-Agent-Cluster, DNS prefetch, the XSS filter) or to IE and Flash.
 */
export function apiSecurityHeaders(config: Pick<Config, 'publicUrl'>): ReadonlyMap<string, string> {
  return new Map([
    ['Content-Security-Policy', "default-src 'none'; frame-ancestors 'none'"],
    ['Cross-Origin-Resource-Policy', 'same-origin'],
    ['Referrer-Policy', 'no-referrer'],
    ['X-Content-Type-Options', 'nosniff'],
    ['X-Frame-Options', 'DENY'],
    ...(config.publicUrl.startsWith('https://')
      ? [['Strict-Transport-Security', 'max-age=31536000; includeSubDomains'] as const]
      : []),
  ]);
}

/** True for an answer of the API: under /api/ and not one of the pages the site serves there (payment returns). */
function isApiAnswer(url: string, contentType: unknown): boolean {
  return url.startsWith('/api/') && !(typeof contentType === 'string' && contentType.startsWith('text/html'));
}

/**
 * Security headers on every answer, chosen by what it is: helmet's full set (the page's CSP, frame, referrer and
 * cross-origin policies…) on pages, files and everything outside /api/; apiSecurityHeaders on the API's answers,
 * half as many headers for the server to write and the client to parse on the most frequent requests.
 */
export function installSecurityHeaders(app: FastifyInstance, config: Pick<Config, 'payments' | 'publicUrl'>): void {
  // Lower-case, as Fastify keeps a reply's headers.
  const lowerCase = (headers: ReadonlyMap<string, string>) =>
    [...headers].map(([name, value]) => [name.toLowerCase(), value] as const);
  const page = lowerCase(securityHeaders(helmetOptions(config)));
  const api = lowerCase(apiSecurityHeaders(config));
  // At onSend, when the answer's type is known; a callback hook, as it runs on every answer. Set on the reply, not on
  // reply.raw: one header set on the raw response sends every header of the answer down Node's slow path (each one
  // through setHeader, then written from its map) instead of straight from the object Fastify gives writeHead.
  app.addHook('onSend', (request, reply, payload, done) => {
    const headers = isApiAnswer(request.url, reply.getHeader('content-type')) ? api : page;
    for (const [name, value] of headers) reply.header(name, value);
    done(null, payload);
  });
}
