import { brotliCompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { suiteAppServing } from '../testing/suiteApp';

// The site build prerenders each public route into dist/pages/<route>.html (apps/site/build/prerender.ts); the
// server answers a route's path with its page, and every other client route with the empty shell.
const page = (name: string) => `<!doctype html><html><head><title>${name}</title></head><body>${name}</body></html>`;
const SHELL = page('shell');
const HOME = page('home');
const ABOUT = page('about');

describe('serving the prerendered pages', () => {
  const t = suiteAppServing(
    {
      'index.html': SHELL,
      'pages/index.html': HOME,
      'pages/about.html': ABOUT,
      'pages/about.html.br': brotliCompressSync(ABOUT),
    },
    { features: [] },
  );

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

  it.each([
    ['/', HOME],
    ['/?utm_source=mail', HOME],
    ['/about', ABOUT],
    ['/about/', ABOUT],
    ['/About', ABOUT],
    ['/ABOUT/?tab=1', ABOUT],
  ])('answers %s with its prerendered page, revalidated', async (url, body) => {
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toBe(body);
  });

  it.each(['/MyBookings', '/staff', '/api/payments/success/abc?x=1', '/no/such/page', '/about/team'])(
    'answers %s, which has no prerendered page, with the shell',
    async (url) => {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toBe(SHELL);
    },
  );

  it('sends the precompressed page the browser accepts', async () => {
    const response = await get('/About/', { 'accept-encoding': 'br, gzip' });
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.rawPayload).toEqual(brotliCompressSync(ABOUT));
  });

  it('answers HEAD like GET', async () => {
    const response = await t.app.inject({ method: 'HEAD', url: '/about' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
  });
});
