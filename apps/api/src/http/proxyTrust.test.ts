import { describe, expect, it } from 'vitest';
import type { Feature } from '../context';
import { createTestApp } from '../testing/testApp';
import { createRateLimiter } from './limits';
import { isLoopbackHost } from './loopback';
import { suiteApp } from '../testing/suiteApp';

/** Answers the address the app counts a request as coming from, and a per-address limit of 2 a minute. */
const whoAmI: Feature = {
  name: 'who-am-i',
  async routes(app, ctx) {
    app.get('/api/probe/ip/', async (request) => ({ ip: request.ip }));
    const limiter = createRateLimiter({
      db: ctx.db,
      now: ctx.now,
      rules: { probe: { by: 'ip', max: 2, windowMs: 60_000 } },
    });
    app.get('/api/probe/limited/', { preValidation: limiter.hook('probe') }, async () => ({ ok: true }));
  },
};

const PROXY = '10.0.0.5';

describe('TRUST_PROXY names the proxies whose X-Forwarded-For is believed', () => {
  const t = suiteApp({ features: [whoAmI], env: { TRUST_PROXY: `${PROXY}, loopback` } });

  const get = (url: string, remoteAddress: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, remoteAddress, headers });

  it('counts a client by the named proxy’s X-Forwarded-For, and anyone else by their own address', async () => {
    const viaProxy = await get('/api/probe/ip/', PROXY, { 'x-forwarded-for': '198.51.100.7' });
    expect(viaProxy.json()).toEqual({ ip: '198.51.100.7' });
    const viaLocalProxy = await get('/api/probe/ip/', '127.0.0.1', { 'x-forwarded-for': '198.51.100.8' });
    expect(viaLocalProxy.json()).toEqual({ ip: '198.51.100.8' });
    // A client that sends the header itself is not a proxy: its own address stands.
    const direct = await get('/api/probe/ip/', '203.0.113.9', { 'x-forwarded-for': '127.0.0.1' });
    expect(direct.json()).toEqual({ ip: '203.0.113.9' });
  });

  it('keeps a client that claims other addresses within its own per-address limit', async () => {
    const statuses = [];
    for (const claimed of ['127.0.0.1', '198.51.100.1', '198.51.100.2']) {
      statuses.push((await get('/api/probe/limited/', '203.0.113.10', { 'x-forwarded-for': claimed })).statusCode);
    }
    expect(statuses).toEqual([200, 200, 429]);
  });

  it('opens /dev/mail and /dev/clock on the connection’s own loopback address, never a forwarded one', async () => {
    for (const url of ['/dev/mail', '/dev/mail.json', '/dev/clock']) {
      // A client that claims to be this machine.
      expect((await get(url, '203.0.113.9', { 'x-forwarded-for': '127.0.0.1' })).statusCode, url).toBe(403);
      // A trusted proxy that forwards someone who is (or claims to be) this machine.
      expect((await get(url, PROXY, { 'x-forwarded-for': '127.0.0.1' })).statusCode, url).toBe(403);
      // On this machine itself, whatever a local proxy says the client was.
      expect((await get(url, '127.0.0.1')).statusCode, url).toBe(200);
      expect((await get(url, '::1', { host: '[::1]:8000' })).statusCode, url).toBe(200);
    }
  });

  it('refuses /dev/* under a Host that is not this machine, as a page whose name was pointed at 127.0.0.1 sends', async () => {
    for (const host of ['attacker.example', 'attacker.example:8000', 'sukoon.example']) {
      expect((await get('/dev/mail.json', '127.0.0.1', { host })).statusCode, host).toBe(403);
      expect((await get('/dev/clock', '127.0.0.1', { host })).statusCode, host).toBe(403);
    }
    for (const host of ['localhost', 'localhost:8000', '127.0.0.1:8123', '[::1]', 'LOCALHOST:8000']) {
      expect(isLoopbackHost(host), host).toBe(true);
    }
    for (const host of [undefined, '', 'localhost.attacker.example', '127.0.0.1.nip.io', '[::2]:80', '10.0.0.1']) {
      expect(isLoopbackHost(host), String(host)).toBe(false);
    }
  });
});

describe('without TRUST_PROXY', () => {
  it('believes no X-Forwarded-For, not even from this machine', async () => {
    const t = await createTestApp({ features: [whoAmI] });
    try {
      const answer = await t.app.inject({
        method: 'GET',
        url: '/api/probe/ip/',
        remoteAddress: '127.0.0.1',
        headers: { 'x-forwarded-for': '198.51.100.7' },
      });
      expect(answer.json()).toEqual({ ip: '127.0.0.1' });
    } finally {
      await t.close();
    }
  });
});
