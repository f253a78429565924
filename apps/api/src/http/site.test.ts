import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../testing/testApp';
import { suiteAppServing } from '../testing/suiteApp';
import { expectJsonNotFound } from '../testing/answers';

const INDEX =
  '<!doctype html><html><head><script type="module" src="/assets/app-3f9a1c.js"></script></head><body><div id="root"></div></body></html>';
const SCRIPT = 'console.log("sukoon");';
const MAP = '{"version":3,"sources":["src/main.tsx"],"mappings":""}';

describe('serving the built site', () => {
  const t = suiteAppServing(
    {
      'index.html': INDEX,
      'assets/app-3f9a1c.js': SCRIPT,
      'assets/app-3f9a1c.js.map': MAP,
      'assets/app-3f9a1c.js.br': brotliCompressSync(SCRIPT),
      'assets/app-3f9a1c.js.gz': gzipSync(SCRIPT),
      'index.html.br': brotliCompressSync(INDEX),
      'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
      'sw.js': SCRIPT,
    },
    { features: [] },
  );

  const get = (url: string) => t.app.inject({ method: 'GET', url });

  it.each([
    '/',
    '/MyBookings',
    '/myProfile/',
    '/services?category=2',
    '/api/payments/success/abc?x=1',
    '/api/payments/failure/T1',
    '/api/payments/cancel/T1?txnid=T1',
  ])('renders the app for %s', async (url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toBe(INDEX);
  });

  it('sends the precompressed copy the browser accepts, and the plain file otherwise', async () => {
    const br = await t.app.inject({
      method: 'GET',
      url: '/assets/app-3f9a1c.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.rawPayload).toEqual(brotliCompressSync(SCRIPT));
    const gzipped = await t.app.inject({
      method: 'GET',
      url: '/assets/app-3f9a1c.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    const plain = await t.app.inject({
      method: 'GET',
      url: '/assets/app-3f9a1c.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
    const page = await t.app.inject({ method: 'GET', url: '/MyBookings', headers: { 'accept-encoding': 'br' } });
    expect(page.headers['content-encoding']).toBe('br');
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.rawPayload).toEqual(brotliCompressSync(INDEX));
  });

  it('serves hashed assets with immutable cache headers', async () => {
    const response = await get('/assets/app-3f9a1c.js');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.body).toBe(SCRIPT);
  });

  it('serves other files with a short cache', async () => {
    const response = await get('/favicon.svg');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('has the service worker revalidated on every visit, so a new deploy replaces it at once', async () => {
    const response = await get('/sw.js');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('answers a missing file with 404, not the app', async () => {
    const response = await get('/assets/app-000000.js');
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('<div id="root">');
  });

  it.each(['/api/unknown', '/api/payments/unknown/abc', '/dev/unknown'])('keeps %s a JSON 404', async (url) => {
    const response = await get(url);
    expectJsonNotFound(response);
  });

  it('does not answer other methods with the app', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/MyBookings' });
    expectJsonNotFound(response);
  });

  it('still answers the api', async () => {
    const response = await get('/api/health');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'ok' });
  });
});

describe('source maps by mode', () => {
  const LIVE_ENV = {
    SUKOON_MODE: 'live',
    SMTP_URL: 'smtp://127.0.0.1:2525',
    PAYU_KEY: 'live-key',
    PAYU_SALT: 'live-salt',
    PUBLIC_URL: 'https://sukoon.example',
  };
  let dist: string;
  beforeAll(() => {
    dist = mkdtempSync(path.join(os.tmpdir(), 'sukoon-site-maps-'));
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'index.html'), INDEX);
    writeFileSync(path.join(dist, 'assets', 'app-3f9a1c.js'), SCRIPT);
    writeFileSync(path.join(dist, 'assets', 'app-3f9a1c.js.map'), MAP);
  });
  afterAll(() => {
    if (dist) rmSync(dist, { recursive: true, force: true });
  });

  it.each([
    ['demo', {}, 200],
    ['live', LIVE_ENV, 404],
  ] as const)("in %s mode answers a bundle's .map with %#", async (_mode, env, status) => {
    const t = await createTestApp({ features: [], env: { ...env, SITE_DIST: dist } });
    try {
      const map = await t.app.inject({ method: 'GET', url: '/assets/app-3f9a1c.js.map' });
      expect(map.statusCode).toBe(status);
      expect((await t.app.inject({ method: 'GET', url: '/assets/app-3f9a1c.js' })).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});
