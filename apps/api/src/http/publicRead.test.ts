import { Writable } from 'node:stream';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { endpoints } from '@sukoon/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { services } from '../features/catalogue/schema';
import { loggerOptions } from '../logger';
import { createTestApp, type TestApp } from '../testing/testApp';
import { PUBLIC_READ_CACHE_CONTROL, PUBLIC_READ_TTL_MS } from './publicRead';

const CATALOGUE = endpoints.categories.path;

describe('the cached public reads', () => {
  let t: TestApp;
  let clock = Date.UTC(2026, 10, 24, 9, 0, 0);
  const lines: string[] = [];
  beforeAll(async () => {
    const stream = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
        callback();
      },
    });
    t = await createTestApp({
      now: () => clock,
      logger: { ...loggerOptions({ logLevel: 'info', nodeEnv: 'production' }), stream },
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers the catalogue with a strong ETag and a public Cache-Control, and 304 without a body to If-None-Match', async () => {
    const first = await t.app.inject({ method: 'GET', url: CATALOGUE });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(first.headers['cache-control']).toBe(PUBLIC_READ_CACHE_CONTROL);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
    expect(first.json<{ categories: unknown[] }>().categories).toHaveLength(7);

    const revalidated = await t.app.inject({ method: 'GET', url: CATALOGUE, headers: { 'if-none-match': etag } });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
    expect(revalidated.headers.etag).toBe(etag);

    const listed = await t.app.inject({
      method: 'GET',
      url: CATALOGUE,
      headers: { 'if-none-match': `"other", ${etag}` },
    });
    expect(listed.statusCode).toBe(304);
    const stale = await t.app.inject({ method: 'GET', url: CATALOGUE, headers: { 'if-none-match': '"other"' } });
    expect(stale.statusCode).toBe(200);
    expect(stale.body).toBe(first.body);
  });

  it.each([
    ['gzip, deflate, br, zstd', 'br', brotliDecompressSync],
    ['br;q=0, gzip', 'gzip', gunzipSync],
    ['gzip;q=0.5, br;q=0.1', 'gzip', gunzipSync],
  ] as const)(
    'sends the bytes compressed once when the client accepts "%s" (%s), with their own ETag and Vary',
    async (acceptEncoding, encoding, decompress) => {
      const plain = await t.app.inject({ method: 'GET', url: CATALOGUE });
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.headers.vary).toBe('accept-encoding');
      const headers = { 'accept-encoding': acceptEncoding };
      const compressed = await t.app.inject({ method: 'GET', url: CATALOGUE, headers });
      expect(compressed.statusCode).toBe(200);
      expect(compressed.headers['content-encoding']).toBe(encoding);
      expect(compressed.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(compressed.headers.vary).toBe('accept-encoding');
      expect(compressed.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
      expect(decompress(compressed.rawPayload).toString('utf8')).toBe(plain.body);
      const etag = compressed.headers.etag as string;
      expect(etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
      expect(etag).not.toBe(plain.headers.etag);
      const again = await t.app.inject({
        method: 'GET',
        url: CATALOGUE,
        headers: { ...headers, 'if-none-match': etag },
      });
      expect(again.statusCode).toBe(304);
      expect(again.headers.etag).toBe(etag);
      // The same bytes until the content changes: nothing is compressed per request.
      const later = await t.app.inject({ method: 'GET', url: CATALOGUE, headers });
      expect(later.rawPayload.equals(compressed.rawPayload)).toBe(true);
    },
  );

  it('serves a changed catalogue, with a new ETag, once the cache expires', async () => {
    const before = await t.app.inject({ method: 'GET', url: CATALOGUE });
    const [row] = await t.db.select().from(services).where(eq(services.id, 101));
    await t.db.update(services).set({ price: 'INR 5,500 per session per module' }).where(eq(services.id, 101));
    try {
      // Within the expiry this instance still answers from memory (no query per request)...
      clock += PUBLIC_READ_TTL_MS - 1;
      const cached = await t.app.inject({ method: 'GET', url: CATALOGUE });
      expect(cached.body).toBe(before.body);
      // ...and after it, the database's catalogue, which an old ETag no longer matches.
      clock += 1;
      const changed = await t.app.inject({
        method: 'GET',
        url: CATALOGUE,
        headers: { 'if-none-match': before.headers.etag as string },
      });
      expect(changed.statusCode).toBe(200);
      expect(changed.headers.etag).not.toBe(before.headers.etag);
      expect(changed.body).toContain('INR 5,500 per session per module');
      expect(changed.body).not.toContain('INR 5,000 per session per module');
    } finally {
      await t.db.update(services).set({ price: row!.price }).where(eq(services.id, 101));
      clock += PUBLIC_READ_TTL_MS;
    }
  });

  it.each([endpoints.membershipPlans.path, endpoints.certificates.path, endpoints.mediaGallery.path])(
    'caches %s the same way, also for a signed-in caller',
    async (url) => {
      const first = await t.app.inject({ method: 'GET', url });
      expect(first.statusCode).toBe(200);
      expect(first.headers['cache-control']).toBe(PUBLIC_READ_CACHE_CONTROL);
      const etag = first.headers.etag as string;
      const again = await t.app.inject({
        method: 'GET',
        url,
        headers: { 'if-none-match': etag, authorization: 'Bearer whoever' },
      });
      expect(again.statusCode).toBe(304);
    },
  );

  it('answers HEAD with the headers of GET and no body', async () => {
    const get = await t.app.inject({ method: 'GET', url: CATALOGUE, headers: { 'accept-encoding': 'br' } });
    const head = await t.app.inject({ method: 'HEAD', url: CATALOGUE, headers: { 'accept-encoding': 'br' } });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
    const { date: _getDate, ...getHeaders } = get.headers;
    const { date: _headDate, ...headHeaders } = head.headers;
    expect(headHeaders).toEqual(getHeaders);
    expect(Number(head.headers['content-length'])).toBe(get.rawPayload.length);
  });

  it('sends HSTS with the other API security headers where the site is served over https', async () => {
    const secure = await createTestApp({ env: { PUBLIC_URL: 'https://sukoon.example' } });
    try {
      const first = await secure.app.inject({ method: 'GET', url: CATALOGUE });
      expect(first.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      const again = await secure.app.inject({
        method: 'GET',
        url: CATALOGUE,
        headers: { 'if-none-match': first.headers.etag as string },
      });
      expect(again.statusCode).toBe(304);
      expect(again.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      // The answer of health, which Fastify's onSend hooks complete, has the same security headers.
      const health = await secure.app.inject({ method: 'GET', url: '/api/health' });
      for (const name of ['strict-transport-security', 'content-security-policy', 'x-frame-options']) {
        expect(first.headers[name]).toBe(health.headers[name]);
      }
    } finally {
      await secure.close();
    }
  });

  it('logs one line per request, and none for health', async () => {
    lines.length = 0;
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    expect(lines).toEqual([]);
    await t.app.inject({ method: 'GET', url: CATALOGUE });
    expect(lines).toHaveLength(1);
    const entry = JSON.parse(lines[0]!) as {
      msg: string;
      req: { url: string };
      res: { statusCode: number };
      responseTime: number;
    };
    expect(entry).toMatchObject({ msg: 'request completed', req: { url: CATALOGUE }, res: { statusCode: 200 } });
    // Rounded, so the scrubber never mistakes six decimals for a code and breaks the line's JSON.
    expect(Math.round(entry.responseTime * 100) / 100).toBe(entry.responseTime);
    // A 304 too: the answer is written past Fastify's reply, and the line comes when it has finished.
    lines.length = 0;
    const etag = (await t.app.inject({ method: 'GET', url: CATALOGUE })).headers.etag as string;
    await t.app.inject({ method: 'GET', url: CATALOGUE, headers: { 'if-none-match': etag } });
    expect(lines.map((line) => (JSON.parse(line) as { res: { statusCode: number } }).res.statusCode)).toEqual([
      200, 304,
    ]);
  });
});
