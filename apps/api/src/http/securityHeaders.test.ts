import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import { endpoints } from '@sukoon/contracts';
import helmet from 'helmet';
import { describe, expect, it } from 'vitest';
import { suiteAppServing } from '../testing/suiteApp';
import { apiSecurityHeaders, helmetOptions } from './securityHeaders';

/** What helmet's own middleware sets on a real response with the app's options. */
function helmetHeaders(options: ReturnType<typeof helmetOptions>): Record<string, string> {
  const response = new ServerResponse(new IncomingMessage(new Socket()));
  helmet(options)(response.req, response, () => undefined);
  return Object.fromEntries(Object.entries(response.getHeaders()).map(([name, value]) => [name, String(value)]));
}

/** The lower-case names and values of a header map, as inject() reports them. */
const lowerCased = (headers: ReadonlyMap<string, string>) =>
  Object.fromEntries([...headers].map(([name, value]) => [name.toLowerCase(), value]));

describe('the security headers, by what the answer is', () => {
  const t = suiteAppServing({
    'index.html': '<!doctype html><title>shell</title>',
    'assets/app-1234.js': 'console.log(1)',
  });

  /** Every header either set could send, as this answer has them. */
  function securityHeadersOf(headers: Record<string, unknown>) {
    const names = new Set([
      ...Object.keys(helmetHeaders(helmetOptions(t.config))),
      ...Object.keys(lowerCased(apiSecurityHeaders({ publicUrl: 'https://sukoon.example' }))),
    ]);
    return Object.fromEntries([...names].filter((name) => headers[name] !== undefined).map((n) => [n, headers[n]]));
  }

  it.each([
    ['a page', 'GET', '/some/client/route', 200],
    ['a hashed asset', 'GET', '/assets/app-1234.js', 200],
    ['a payment return page (HTML under /api/)', 'GET', '/api/payments/success/T123/', 200],
    ['the outbox page', 'GET', '/dev/mail', 200],
  ])('sends exactly helmet’s headers on %s', async (_kind, method, url, status) => {
    const expected = helmetHeaders(helmetOptions(t.config));
    expect(Object.keys(expected)).toEqual(
      expect.arrayContaining(['content-security-policy', 'cross-origin-opener-policy', 'x-frame-options']),
    );
    const response = await t.app.inject({ method: method as 'GET', url });
    expect(response.statusCode).toBe(status);
    expect(securityHeadersOf(response.headers)).toEqual(expected);
  });

  it.each([
    ['health', 'GET', '/api/health', 200],
    ['a cached public read', 'GET', endpoints.categories.path, 200],
    ['a refused body', 'POST', endpoints.signIn.path, 400],
    ['an unknown API path', 'GET', '/api/no-such-thing/', 404],
    ['a payment return (a redirect)', 'POST', '/api/payments/success/T123/', 303],
  ])('sends only the API’s headers on %s', async (_kind, method, url, status) => {
    const response = await t.app.inject({
      method: method as 'GET' | 'POST',
      url,
      ...(method === 'POST' ? { payload: { email: 'not an address' } } : {}),
    });
    expect(response.statusCode).toBe(status);
    expect(securityHeadersOf(response.headers)).toEqual({
      'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
      'cross-origin-resource-policy': 'same-origin',
      'referrer-policy': 'no-referrer',
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
    });
  });

  it('sends the API’s headers on a 304 as on the answer it stands for', async () => {
    const first = await t.app.inject({ method: 'GET', url: endpoints.categories.path });
    const again = await t.app.inject({
      method: 'GET',
      url: endpoints.categories.path,
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(securityHeadersOf(again.headers)).toEqual(securityHeadersOf(first.headers));
  });

  it('adds HSTS to the API’s headers only where the site is served over https', () => {
    expect(lowerCased(apiSecurityHeaders({ publicUrl: 'http://localhost:8000' }))).not.toHaveProperty(
      'strict-transport-security',
    );
    expect(lowerCased(apiSecurityHeaders({ publicUrl: 'https://sukoon.example' }))).toMatchObject({
      'strict-transport-security': helmetHeaders(helmetOptions(t.config))['strict-transport-security'],
    });
  });
});
