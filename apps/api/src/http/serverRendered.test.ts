import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { DEMO_TESTIMONIALS } from '@sukoon/contracts/content/testimonials';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { testimonials } from '../features/feedback/schema';
import { updateTestimonialApprovals } from '../features/staff/moderation';
import { createTestApp, type TestApp } from '../testing/testApp';
import { PUBLIC_READ_TTL_MS } from './publicRead';

// The site build keeps its server bundle in dist/.ssr (apps/site/build/prerender.ts): this stand-in has the same
// exports and writes each testimonial's comment into the template, so the API's part is tested without a site build
// (the e2e journeys run the real bundle).
const BUNDLE = `
export const serverRenderedPaths = ['/testimonials'];
export async function renderDocument(template, route, answer, renderedAt) {
  if (template.includes('BROKEN')) throw new Error('render failed');
  const cards = answer.map((t) => '<p>' + t.comment + '</p>').join('');
  return template.replace('<!--page-->', cards + '<time>' + renderedAt.toISOString() + '</time>');
}
`;
const SHELL = '<!doctype html><html><body>shell</body></html>';
const PRERENDERED = '<!doctype html><html><body>prerendered testimonials, no data</body></html>';
const TEMPLATE = '<!doctype html><html><body><div id="root"><!--page--></div></body></html>';

const approved = DEMO_TESTIMONIALS.filter((t) => t.approved);
const waiting = DEMO_TESTIMONIALS.filter((t) => !t.approved);

function writeSite(template: string, bundle = BUNDLE): string {
  const dist = mkdtempSync(path.join(os.tmpdir(), 'sukoon-site-rendered-'));
  mkdirSync(path.join(dist, 'pages'));
  mkdirSync(path.join(dist, '.ssr', 'pages'), { recursive: true });
  writeFileSync(path.join(dist, 'index.html'), SHELL);
  writeFileSync(path.join(dist, 'pages', 'testimonials.html'), PRERENDERED);
  writeFileSync(path.join(dist, '.ssr', 'entry-server.mjs'), bundle);
  writeFileSync(path.join(dist, '.ssr', 'pages', 'testimonials.html'), template);
  return dist;
}

/** The app serving a stand-in site build from a temporary folder, on a clock the tests move (`site.clock`). */
function suiteSiteApp() {
  let dist: string | undefined;
  const site = { t: undefined as unknown as TestApp, clock: Date.UTC(2026, 5, 1, 9) };
  beforeAll(async () => {
    dist = writeSite(TEMPLATE);
    site.t = await createTestApp({ now: () => site.clock, env: { SITE_DIST: dist } });
  });
  afterAll(async () => {
    await site.t?.close();
    if (dist) rmSync(dist, { recursive: true, force: true });
  });
  return site;
}

describe('/testimonials rendered at request time', () => {
  const site = suiteSiteApp();

  const get = (url: string, headers: Record<string, string> = {}) => site.t.app.inject({ method: 'GET', url, headers });

  it('has the approved testimonials in its HTML and not those waiting for approval', async () => {
    const response = await get('/testimonials');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    // Revalidated on every visit: no browser or proxy keeps it past an approval.
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['content-security-policy']).toBeDefined();
    for (const testimonial of approved) expect(response.body).toContain(testimonial.comment);
    for (const testimonial of waiting) expect(response.body).not.toContain(testimonial.comment);
    expect(response.body).toContain(`<time>${new Date(site.clock).toISOString()}</time>`);
  });

  it('shows an approval once the rendered page is PUBLIC_READ_TTL_MS old, not before', async () => {
    const before = await get('/testimonials');
    const [row] = await site.t.db.select().from(testimonials).where(eq(testimonials.comment, waiting[0]!.comment));
    await updateTestimonialApprovals(site.t.db, row!.id, { is_admin_approved: true });

    site.clock += PUBLIC_READ_TTL_MS - 1;
    const cached = await get('/testimonials');
    expect(cached.body).toBe(before.body);
    expect(cached.body).not.toContain(waiting[0]!.comment);

    site.clock += 1;
    const renewed = await get('/testimonials');
    expect(renewed.body).toContain(waiting[0]!.comment);
    expect(renewed.body).not.toContain(waiting[1]!.comment);
  });

  it.each(['/Testimonials', '/testimonials/', '/TESTIMONIALS/?from=mail'])(
    'answers %s with the same page',
    async (url) => {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain(approved[0]!.comment);
    },
  );

  it('sends brotli to a browser that accepts it, and a 304 for the ETag it has', async () => {
    const plain = await get('/testimonials');
    const response = await get('/testimonials', { 'accept-encoding': 'gzip, br' });
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(plain.body);
    const again = await get('/testimonials', {
      'accept-encoding': 'gzip, br',
      'if-none-match': String(response.headers.etag),
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('never serves the server bundle itself', async () => {
    for (const url of ['/.ssr/entry-server.mjs', '/.ssr/pages/testimonials.html', '/%2essr/entry-server.mjs']) {
      const response = await get(url);
      expect(response.statusCode).toBe(404);
    }
  });

  it('leaves the other routes to their prerendered pages', async () => {
    expect((await get('/about')).body).toBe(SHELL);
  });
});

describe('/testimonials while it is visited', () => {
  const site = suiteSiteApp();
  afterAll(() => {
    vi.useRealTimers();
  });

  const get = () => site.t.app.inject({ method: 'GET', url: '/testimonials' });

  it('is rendered again a second before it expires, so no visit waits for the render that shows an approval', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    expect((await get()).body).not.toContain(waiting[0]!.comment);
    const [row] = await site.t.db.select().from(testimonials).where(eq(testimonials.comment, waiting[0]!.comment));
    await updateTestimonialApprovals(site.t.db, row!.id, { is_admin_approved: true });
    // Still fresh on the app's clock: only the renewal ahead of expiry can bring the approval.
    site.clock += PUBLIC_READ_TTL_MS - 1_000;
    await vi.advanceTimersByTimeAsync(PUBLIC_READ_TTL_MS - 1_000);
    await vi.waitFor(async () => expect((await get()).body).toContain(waiting[0]!.comment));
  });
});

describe.each([
  ['its render fails', TEMPLATE.replace('<!--page-->', '<!--page-->BROKEN'), BUNDLE],
  ['the server bundle cannot load', TEMPLATE, `import 'sukoon-no-such-package';\n${BUNDLE}`],
])('/testimonials when %s', (_case, template, bundle) => {
  let dist: string;
  let t: TestApp;
  beforeAll(async () => {
    dist = writeSite(template, bundle);
    t = await createTestApp({ env: { SITE_DIST: dist } });
  });
  afterAll(async () => {
    await t?.close();
    if (dist) rmSync(dist, { recursive: true, force: true });
  });

  it('sends its prerendered page, whose script then asks for the testimonials', async () => {
    for (let visit = 0; visit < 2; visit++) {
      const response = await t.app.inject({ method: 'GET', url: '/testimonials' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toBe(PRERENDERED);
    }
  });
});
