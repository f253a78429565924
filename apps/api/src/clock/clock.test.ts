import { describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import type { Feature } from '../context';
import { createTestApp } from '../testing/testApp';
import { isLoopback } from '../http/loopback';
import { CLOCK_MESSAGES } from '@sukoon/contracts/copy/clock';
import { suiteApp } from '../testing/suiteApp';

const NOON_IST = Date.parse('2026-11-21T06:30:00Z');

/** A feature that answers the time its context's clock gives: what every rule reads. */
const whatTime: Feature = {
  name: 'what-time',
  routes: async (app, ctx) => {
    app.get('/api/test/now', async () => ({ now: new Date(ctx.now()).toISOString() }));
  },
};

describe('the test clock (demo mode)', () => {
  let base = NOON_IST;
  const t = suiteApp({ now: () => base, features: [whatTime] });

  const get = (url: string, remoteAddress = '127.0.0.1') => t.app.inject({ method: 'GET', url, remoteAddress });
  const set = (payload: unknown, remoteAddress = '127.0.0.1') =>
    t.app.inject({ method: 'POST', url: '/dev/clock', payload: payload as Record<string, unknown>, remoteAddress });

  it('answers the server time, moves it for every rule, and goes back to real time with null', async () => {
    expect((await get('/dev/clock')).json()).toEqual({ now: '2026-11-21T06:30:00.000Z' });

    const moved = await set({ now: '2026-11-23T09:00:00+05:30' });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toEqual({ now: '2026-11-23T03:30:00.000Z' });
    expect((await get('/api/test/now')).json()).toEqual({ now: '2026-11-23T03:30:00.000Z' });

    // The moved clock keeps running with the base clock.
    base += 60_000;
    expect((await get('/dev/clock')).json()).toEqual({ now: '2026-11-23T03:31:00.000Z' });

    expect((await set({ now: null })).json()).toEqual({ now: new Date(base).toISOString() });
    expect((await get('/api/test/now')).json()).toEqual({ now: new Date(base).toISOString() });
  });

  it('is shared through the database: another instance on the same database reads the same time', async () => {
    const other = await buildApp({
      config: t.config,
      database: t.database,
      mailer: t.mailer,
      now: () => base,
      features: [whatTime],
    });
    try {
      await set({ now: '2027-01-01T00:00:00Z' });
      const seen = await other.inject({ method: 'GET', url: '/api/test/now' });
      expect(seen.json()).toEqual({ now: '2027-01-01T00:00:00.000Z' });
      // And the other way round.
      await other.inject({ method: 'POST', url: '/dev/clock', payload: { now: '2027-02-01T00:00:00Z' } });
      expect((await get('/api/test/now')).json()).toEqual({ now: '2027-02-01T00:00:00.000Z' });
    } finally {
      await set({ now: null });
      await other.close();
    }
  });

  it('answers only clients on this machine', async () => {
    const far = await get('/dev/clock', '203.0.113.9');
    expect(far.statusCode).toBe(403);
    expect((await set({ now: '2030-01-01T00:00:00Z' }, '10.0.0.7')).statusCode).toBe(403);
    expect((await get('/api/test/now')).json()).toEqual({ now: new Date(base).toISOString() });
    expect((await get('/dev/clock', '::1')).statusCode).toBe(200);
    expect(['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1'].every(isLoopback)).toBe(true);
    expect(['10.0.0.1', '::ffff:10.0.0.1', '1.27.0.0', 'fe80::1'].some(isLoopback)).toBe(false);
  });

  it('refuses a form post: only a JSON body moves it', async () => {
    const form = (payload: string, contentType: string) =>
      t.app.inject({ method: 'POST', url: '/dev/clock', payload, headers: { 'content-type': contentType } });
    const refused = [
      await form('now=2030-01-01T00%3A00%3A00Z', 'application/x-www-form-urlencoded'),
      await form('{"now":"2030-01-01T00:00:00Z","x":"="}', 'text/plain'),
      await form(
        '--b\r\nContent-Disposition: form-data; name="now"\r\n\r\nx\r\n--b--\r\n',
        'multipart/form-data; boundary=b',
      ),
    ];
    expect(refused.map((r) => r.statusCode)).toEqual([415, 415, 415]);
    expect(refused[0]!.json()).toMatchObject({ message: CLOCK_MESSAGES.jsonOnly });
    expect((await get('/api/test/now')).json()).toEqual({ now: new Date(base).toISOString() });
    const json = await form('{"now":null}', 'application/json; charset=utf-8');
    expect(json.statusCode).toBe(200);
  });

  it('answers the site’s own pages and clients without an Origin, and no other site’s page', async () => {
    const from = (origin: string | undefined, host = 'localhost:8000') =>
      t.app.inject({
        method: 'POST',
        url: '/dev/clock',
        payload: { now: null },
        remoteAddress: '127.0.0.1',
        headers: { host, ...(origin === undefined ? {} : { origin }) },
      });
    // PUBLIC_URL's origin (demo: http://localhost:8000), the page's own origin by its Host, and no Origin at all.
    expect((await from('http://localhost:8000')).statusCode).toBe(200);
    expect((await from('http://127.0.0.1:8000', '127.0.0.1:8000')).statusCode).toBe(200);
    expect((await from('http://localhost:5173', 'localhost:5173')).statusCode).toBe(200);
    expect((await from(undefined)).statusCode).toBe(200);
    for (const origin of ['https://attacker.example', 'http://localhost:3000', 'http://127.0.0.1:8000', 'null']) {
      const refused = await from(origin);
      expect(refused.statusCode, origin).toBe(403);
      expect(refused.json(), origin).toMatchObject({ message: CLOCK_MESSAGES.foreignOrigin });
    }
    expect(
      (await t.app.inject({ method: 'GET', url: '/dev/clock', headers: { origin: 'https://attacker.example' } }))
        .statusCode,
    ).toBe(403);
  });

  it('refuses a body that is not an ISO time or null', async () => {
    for (const payload of [{ now: 'tomorrow' }, {}, { now: 12 }, { now: '2026-11-21' }]) {
      const response = await set(payload);
      expect(response.statusCode).toBe(400);
    }
  });
});

describe('the clock in live mode', () => {
  it('has no /dev/clock and reads only the base clock', async () => {
    const t = await createTestApp({
      now: () => NOON_IST,
      features: [whatTime],
      env: {
        SUKOON_MODE: 'live',
        SMTP_URL: 'smtp://127.0.0.1:2525',
        PAYU_KEY: 'key',
        PAYU_SALT: 'salt',
        PUBLIC_URL: 'https://sukoon.example',
      },
    });
    try {
      expect((await t.app.inject({ method: 'GET', url: '/dev/clock' })).statusCode).toBe(404);
      expect((await t.app.inject({ method: 'POST', url: '/dev/clock', payload: { now: null } })).statusCode).toBe(404);
      expect((await t.app.inject({ method: 'GET', url: '/api/test/now' })).json()).toEqual({
        now: '2026-11-21T06:30:00.000Z',
      });
    } finally {
      await t.close();
    }
  });
});
