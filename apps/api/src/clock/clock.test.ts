import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import type { Feature } from '../context';
import { createTestApp, type TestApp } from '../testing/testApp';
import { isLoopback } from '../http/loopback';

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
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ now: () => base, features: [whatTime] });
  });
  afterAll(async () => {
    await t?.close();
  });

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
