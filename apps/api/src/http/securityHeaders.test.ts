import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { endpoints } from '@sukoon/contracts';
import helmet from 'helmet';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/testApp';
import { helmetOptions } from './securityHeaders';

/** What helmet's own middleware sets on a real response with the app's options. */
function helmetHeaders(options: ReturnType<typeof helmetOptions>): Record<string, string> {
  const response = new ServerResponse(new IncomingMessage(new Socket()));
  helmet(options)(response.req, response, () => undefined);
  return Object.fromEntries(Object.entries(response.getHeaders()).map(([name, value]) => [name, String(value)]));
}

describe('the security headers (helmet, computed once)', () => {
  let dist: string;
  let t: TestApp;
  beforeAll(async () => {
    dist = mkdtempSync(path.join(os.tmpdir(), 'sukoon-security-headers-'));
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>shell</title>');
    writeFileSync(path.join(dist, 'assets', 'app-1234.js'), 'console.log(1)');
    t = await createTestApp({ env: { SITE_DIST: dist } });
  });
  afterAll(async () => {
    await t?.close();
    if (dist) rmSync(dist, { recursive: true, force: true });
  });

  it.each([
    ['health', 'GET', '/api/health', 200],
    ['a cached public read', 'GET', endpoints.categories.path, 200],
    ['a refused body', 'POST', endpoints.signIn.path, 400],
    ['an unknown API path', 'GET', '/api/no-such-thing/', 404],
    ['a page', 'GET', '/some/client/route', 200],
    ['a hashed asset', 'GET', '/assets/app-1234.js', 200],
  ])('sends exactly helmet’s headers on %s', async (_kind, method, url, status) => {
    const expected = helmetHeaders(helmetOptions(t.config));
    expect(Object.keys(expected)).toEqual(
      expect.arrayContaining(['content-security-policy', 'cross-origin-opener-policy', 'x-frame-options']),
    );
    const response = await t.app.inject({
      method: method as 'GET' | 'POST',
      url,
      ...(method === 'POST' ? { payload: { email: 'not an address' } } : {}),
    });
    expect(response.statusCode).toBe(status);
    const sent = Object.fromEntries(Object.keys(expected).map((name) => [name, response.headers[name]]));
    expect(sent).toEqual(expected);
  });
});
