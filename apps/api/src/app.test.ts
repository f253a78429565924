import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { AppContext, Feature } from './context';
import { httpError } from './http/errors';
import { createRateLimiter } from './http/limits';
import { createTestApp } from './testing/testApp';
import { suiteApp } from './testing/suiteApp';
import { expectJsonNotFound } from './testing/answers';

const PINNED = Date.UTC(2026, 10, 21, 6, 30); // 21 Nov 2026, 12:00 IST

const probeBody = z.object({
  email: z.email('Enter a valid email address.'),
  profile: z.object({ city: z.string().min(1, 'City is required.') }),
});

// A feature built the way real ones are, to prove the plugin convention and the error shapes end to end.
const received: { ctx?: AppContext } = {};
const probe: Feature = {
  name: 'probe',
  async routes(app, ctx) {
    received.ctx = ctx;
    app.get('/api/probe/now/', async () => ({ now: new Date(ctx.now()).toISOString() }));
    app.post('/api/probe/validate/', async (request) => probeBody.parse(request.body));
    app.post('/api/probe/form/', async (request) => ({ received: request.body }));
    app.post('/api/probe/schema/', { schema: { body: probeBody } }, async (request) => ({
      city: request.body.profile.city,
    }));
    app.get('/api/probe/conflict/', async () => {
      throw httpError(409, 'This slot was just booked.', { detail: 'slot_taken' });
    });
    app.get('/api/probe/crash/', async () => {
      throw new Error('database password is hunter2');
    });
    const limiter = createRateLimiter({
      db: ctx.db,
      now: ctx.now,
      rules: { probe: { by: 'ip', max: 2, windowMs: 60_000 } },
    });
    app.get('/api/probe/limited/', { preValidation: limiter.hook('probe') }, async () => ({ ok: true }));
  },
};

describe('the app', () => {
  const t = suiteApp({ features: [probe], now: () => PINNED });

  it('answers /api/health after a real database round trip', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'ok',
      database: process.env.DATABASE_URL ? 'postgres' : 'pglite',
      mail: 'outbox',
    });
    // The trailing-slash form the spec's paths use works too.
    expect((await t.app.inject({ method: 'GET', url: '/api/health/' })).statusCode).toBe(200);
  });

  it('passes config, db, mailer and the pinned clock to feature plugins', async () => {
    expect(received.ctx?.db).toBe(t.db);
    expect(received.ctx?.mailer).toBe(t.mailer);
    expect(received.ctx?.config.nodeEnv).toBe('test');
    const response = await t.app.inject({ method: 'GET', url: '/api/probe/now/' });
    expect(response.json()).toEqual({ now: '2026-11-21T06:30:00.000Z' });
  });

  it('answers zod failures with 400, the first message and a field errors map', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/probe/validate/',
      payload: { email: 'not-an-email', profile: { city: '' } },
    });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual({
      message: 'Enter a valid email address.',
      errors: { email: ['Enter a valid email address.'], profile: ['City is required.'] },
    });
  });

  it('answers a route schema’s failure exactly as a parse in the handler', async () => {
    for (const payload of [{ email: 'not-an-email', profile: { city: '' } }, { name: 'Asha' }, undefined]) {
      const inHandler = await t.app.inject({ method: 'POST', url: '/api/probe/validate/', payload });
      const bySchema = await t.app.inject({ method: 'POST', url: '/api/probe/schema/', payload });
      expect(bySchema.statusCode).toBe(400);
      expect(bySchema.json()).toEqual(inHandler.json());
    }
    const missing = await t.app.inject({ method: 'POST', url: '/api/probe/schema/' });
    expect(missing.json().errors).toEqual({ _: [expect.stringContaining('received undefined')] });
    const valid = await t.app.inject({
      method: 'POST',
      url: '/api/probe/schema/',
      payload: { email: 'asha@example.com', profile: { city: 'Pune' } },
    });
    expect(valid.json()).toEqual({ city: 'Pune' });
  });

  it('answers HttpError with its status, message and detail', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/probe/conflict/' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: 'This slot was just booked.', detail: 'slot_taken' });
  });

  it('hides the cause of unexpected errors behind a generic 500', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/probe/crash/' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ message: 'Something went wrong on our side. Please try again later.' });
    expect(response.body).not.toContain('hunter2');
  });

  it('answers malformed JSON with a JSON 400', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/probe/validate/',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: expect.any(String) });
  });

  it('parses form-encoded bodies (PayU posts its return form that way)', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/probe/form/',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'txnid=T1&status=success',
    });
    expect(response.json()).toEqual({ received: { txnid: 'T1', status: 'success' } });
  });

  it('answers unknown /api paths, any method, with JSON 404', async () => {
    for (const method of ['GET', 'POST'] as const) {
      const response = await t.app.inject({ method, url: '/api/unknown/' });
      expectJsonNotFound(response);
    }
  });

  it('answers client routes with JSON 404 while no site is built', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/MyBookings' });
    expectJsonNotFound(response);
  });

  it('rate-limits only routes that opt in, with a JSON 429 and Retry-After', async () => {
    const statuses = [];
    for (let i = 0; i < 3; i += 1)
      statuses.push((await t.app.inject({ method: 'GET', url: '/api/probe/limited/' })).statusCode);
    expect(statuses).toEqual([200, 200, 429]);
    const limited = await t.app.inject({ method: 'GET', url: '/api/probe/limited/' });
    expect(limited.json()).toEqual({ message: 'Too many attempts. Please wait 1 minute and try again.' });
    expect(limited.headers['retry-after']).toBe('60');
    const health = [];
    for (let i = 0; i < 5; i += 1) health.push((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode);
    expect(health).toEqual([200, 200, 200, 200, 200]);
  });

  it('sends a CSP that lets the SPA, Google sign-in and the PayU form work', async () => {
    // A page's policy (the outbox is one of the server's own pages); API answers have their own (securityHeaders.test).
    const response = await t.app.inject({ method: 'GET', url: '/dev/mail' });
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    const csp = String(response.headers['content-security-policy']);
    const directives = Object.fromEntries(
      csp.split(';').map((part) => {
        const [name = '', ...values] = part.trim().split(/\s+/);
        return [name, values];
      }),
    );
    expect(directives['default-src']).toEqual(["'self'"]);
    // Google's client script by its path, not every script its host serves.
    expect(directives['script-src']).toEqual(["'self'", 'https://accounts.google.com/gsi/client']);
    expect(directives['img-src']).toEqual(["'self'", 'data:']);
    expect(directives['frame-src']).toEqual(['https://accounts.google.com']);
    expect(directives['form-action']).toEqual([
      "'self'",
      'http://localhost:8000',
      'https://secure.payu.in',
      'https://test.payu.in',
    ]);
    expect(directives['object-src']).toEqual(["'none'"]);
    // Served over http locally: upgrading requests would break every asset.
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(response.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
  });
});

describe('on another port (PORT=8123 PUBLIC_URL=http://localhost:8123)', () => {
  const t = suiteApp({ env: { PORT: '8123', PUBLIC_URL: 'http://localhost:8123' } });

  it('lets the page call its own origin and post forms to PUBLIC_URL, naming port 8000 nowhere', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/dev/mail' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("connect-src 'self' https://accounts.google.com");
    expect(csp).toContain("form-action 'self' http://localhost:8123 ");
    expect(csp).not.toContain(':8000');
    expect(t.config.publicUrl).toBe('http://localhost:8123');
  });

  it('takes the port for PUBLIC_URL when only PORT is set', async () => {
    const other = await createTestApp({ features: [], env: { PORT: '8123' } });
    try {
      expect(other.config.publicUrl).toBe('http://localhost:8123');
      const csp = String(
        (await other.app.inject({ method: 'GET', url: '/dev/mail' })).headers['content-security-policy'],
      );
      expect(csp).toContain("form-action 'self' http://localhost:8123 ");
    } finally {
      await other.close();
    }
  });
});

describe('the health check', () => {
  it('fails with 503 when the database does not answer', async () => {
    const t = await createTestApp({ features: [] });
    try {
      await t.database.close();
      const response = await t.app.inject({ method: 'GET', url: '/api/health' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ message: 'The database is not answering.' });
    } finally {
      await t.close();
    }
  });
});
