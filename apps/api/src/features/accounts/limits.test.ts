import { endpoints as p } from '@sukoon/contracts';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { IN_MEMORY } from '../../config';
import { createDatabase } from '../../db';
import { LIMITS, waitText } from '../../http/limits';
import { CODE_MAX_ATTEMPTS } from './codes';
import { createAccountsRoutes } from './routes';
import { createSession } from './sessions';
import { createAccountsTestApp, createUserWithSession } from './testing';
import { suiteApp } from '../../testing/suiteApp';

const PASSWORD = 'correct horse battery';
const WRONG = 'not the password';

const t = suiteApp({}, createAccountsTestApp);

const signIn = (email: string, password: string, ip: string) => t.post(p.signIn.path, { email, password }, { ip });

/**
 * Another instance of the api on the same database, as after a restart or beside this one: a new app, limiter and
 * store, nothing shared in memory. On PostgreSQL it has its own connection pool; PGlite is one connection in one
 * process, so there the instance shares the database object (the data is what matters).
 */
async function anotherInstance() {
  const database = t.config.databaseUrl
    ? await createDatabase({ databaseUrl: t.config.databaseUrl, pgliteDir: IN_MEMORY })
    : t.database;
  const app = await buildApp({
    config: t.config,
    database,
    mailer: t.mailer,
    now: t.clock.now,
    features: [
      { name: 'accounts', routes: createAccountsRoutes({ googleKeys: t.google.keys, background: t.background }) },
    ],
  });
  await app.ready();
  return {
    app,
    async close() {
      await app.close();
      if (database !== t.database) await database.close();
    },
  };
}

const injectFrom = (app: FastifyInstance, url: string, payload: Record<string, unknown>, ip: string) =>
  app.inject({ method: 'POST', url, payload, remoteAddress: ip });

describe('rate limits', () => {
  it('stop one IP after its sign-in allowance with a clear 429', async () => {
    const ip = '10.3.0.1';
    const { max } = LIMITS['signIn.ip'];
    // Different addresses each time, so only the per-IP limit is in play (validation fails fast: no argon2 cost).
    for (let i = 0; i < max; i += 1) {
      const response = await t.post(p.signIn.path, { email: `spray${i}@example.com`, password: '' }, { ip });
      expect(response.statusCode).toBe(400);
    }
    const blocked = await t.post(p.signIn.path, { email: 'spray-last@example.com', password: 'x' }, { ip });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ message: 'Too many attempts. Please wait 5 minutes and try again.' });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    // Another client is not affected.
    expect(
      (await t.post(p.signIn.path, { email: 'spray-last@example.com', password: '' }, { ip: '10.3.0.2' })).statusCode,
    ).toBe(400);
  });

  it('slow an attacker guessing one password, then refuse them, while the person signs in from elsewhere', async () => {
    const email = 'guarded@example.com';
    await createUserWithSession(t.db, { email, password: PASSWORD }, t.clock.now());
    const attacker = '10.3.3.66';
    const start = t.clock.now();
    const { max, progressive } = LIMITS['signIn.addressIp'];

    for (let i = 0; i < progressive.free; i += 1) expect((await signIn(email, WRONG, attacker)).statusCode).toBe(401);
    // Each further guess must wait twice as long as the one before; an early one is refused and not counted.
    const waits: string[] = [];
    for (let i = progressive.free; i < max; i += 1) {
      const early = await signIn(email, WRONG, attacker);
      expect(early.statusCode).toBe(429);
      waits.push(String(early.headers['retry-after']));
      t.clock.advance(Number(early.headers['retry-after']) * 1000);
      expect((await signIn(email, WRONG, attacker)).statusCode).toBe(401);
    }
    expect(waits).toEqual(['1', '2', '4', '8', '16']);
    const refused = await signIn(email, PASSWORD, attacker);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      message: `Too many attempts. Please wait ${waitText(start + LIMITS['signIn.addressIp'].windowMs - t.clock.now())} and try again.`,
    });

    // The person, from their own address, is not locked out.
    expect((await signIn(email, PASSWORD, '10.3.3.7')).statusCode).toBe(200);
    expect((await signIn(email, WRONG, attacker)).statusCode).toBe(429);
  });

  it("clear a client's failures for an account when it signs in", async () => {
    const email = 'forgetful@example.com';
    await createUserWithSession(t.db, { email, password: PASSWORD }, t.clock.now());
    const ip = '10.3.4.1';
    const { free } = LIMITS['signIn.addressIp'].progressive;
    for (let i = 0; i < free; i += 1) expect((await signIn(email, WRONG, ip)).statusCode).toBe(401);
    expect((await signIn(email, PASSWORD, ip)).statusCode).toBe(429);
    t.clock.advance(1000);
    expect((await signIn(email, PASSWORD, ip)).statusCode).toBe(200);
    // The count starts again: as many free tries as at first.
    for (let i = 0; i < free; i += 1) expect((await signIn(email, WRONG, ip)).statusCode).toBe(401);
  });

  it('cap guesses at one account from many IPs, but not from a client the person has signed in from', async () => {
    const email = 'spread@example.com';
    await createUserWithSession(t.db, { email, password: PASSWORD }, t.clock.now());
    const home = '10.3.5.1';
    expect((await signIn(email, PASSWORD, home)).statusCode).toBe(200);
    const { max } = LIMITS['signIn.address'];
    // The person's own sign-in counted too.
    for (let i = 1; i < max; i += 1) expect((await signIn(email, WRONG, `10.3.6.${i}`)).statusCode).toBe(401);
    const capped = await signIn(email, PASSWORD, '10.3.6.200');
    expect(capped.statusCode).toBe(429);
    expect(capped.json().message).toBe('Too many attempts. Please wait 15 minutes and try again.');

    expect((await signIn(email, PASSWORD, home)).statusCode).toBe(200);
  });

  it('let the person reset their password while an attacker floods the reset calls for it', async () => {
    const email = 'resetter@example.com';
    await createUserWithSession(t.db, { email, password: PASSWORD }, t.clock.now());
    const attacker = '10.3.7.66';
    const person = '10.3.7.7';
    const forgetIp = LIMITS['forgotPassword.addressIp'].max;
    for (let i = 0; i < forgetIp; i += 1) {
      expect((await t.post(p.forgotPassword.path, { email }, { ip: attacker })).statusCode).toBe(200);
    }
    expect((await t.post(p.forgotPassword.path, { email }, { ip: attacker })).statusCode).toBe(429);
    // Guessing the code: slowed, then refused, before the code has had CODE_MAX_ATTEMPTS wrong tries.
    const guesses = LIMITS['resetPassword.addressIp'].max;
    expect(guesses).toBeLessThan(CODE_MAX_ATTEMPTS);
    let answered = 0;
    for (let i = 0; answered < guesses; i += 1) {
      const guess = {
        email,
        otp: String(100000 + i),
        password: 'attacker-pass-1',
        confirm_password: 'attacker-pass-1',
      };
      const response = await t.post(p.resetPassword.path, guess, { ip: attacker });
      if (response.statusCode === 429) t.clock.advance(Number(response.headers['retry-after']) * 1000);
      else {
        expect(response.statusCode).toBe(400);
        answered += 1;
      }
    }
    const late = { email, otp: '999999', password: 'attacker-pass-1', confirm_password: 'attacker-pass-1' };
    expect((await t.post(p.resetPassword.path, late, { ip: attacker })).statusCode).toBe(429);

    // The person asks too (within the cool-down the code already mailed stays valid) and resets with it.
    expect((await t.post(p.forgotPassword.path, { email }, { ip: person })).statusCode).toBe(200);
    const mail = await t.lastCode(email);
    const reset = { email, otp: mail!.code, password: 'new-password-2', confirm_password: 'new-password-2' };
    expect((await t.post(p.resetPassword.path, reset, { ip: person })).statusCode).toBe(200);
    expect((await signIn(email, 'new-password-2', person)).statusCode).toBe(200);
  });

  it('stop requests for one address from any number of IPs, whether or not it has an account', async () => {
    const email = 'target@example.com';
    const { max } = LIMITS['forgotPassword.address'];
    for (let i = 0; i < max; i += 1) {
      const response = await t.post(p.forgotPassword.path, { email }, { ip: `10.3.1.${i + 1}` });
      expect(response.statusCode).toBe(200);
    }
    const blocked = await t.post(p.forgotPassword.path, { email: ' TARGET@example.com ' }, { ip: '10.3.1.200' });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toBe('Too many attempts. Please wait 60 minutes and try again.');
    expect(blocked.headers['retry-after']).toBe('3600');
    // Other addresses still go through.
    expect((await t.post(p.forgotPassword.path, { email: 'other@example.com' }, { ip: '10.3.1.201' })).statusCode).toBe(
      200,
    );
  });

  it('limit verification guesses per address across IPs', async () => {
    const email = 'guessing@example.com';
    const { max } = LIMITS['verifyOtp.address'];
    for (let i = 0; i < max; i += 1) {
      const response = await t.post(p.verifyOtp.path, { email, otp: String(100000 + i) }, { ip: `10.3.2.${i + 1}` });
      expect(response.statusCode).toBe(400);
    }
    const blocked = await t.post(p.verifyOtp.path, { email, otp: '123456' }, { ip: '10.3.2.200' });
    expect(blocked.statusCode).toBe(429);
  });

  it('cap current-password guesses at one account over all its sessions and clients', async () => {
    const email = 'change-guesses@example.com';
    const { user, token } = await createUserWithSession(t.db, { email, password: PASSWORD }, t.clock.now());
    const other = await createSession(t.db, user.id, t.clock.now());
    const change = (current: string, i: number) =>
      t.post(
        p.changePassword.path,
        { current_password: current, new_password: 'a-new-password-1', confirm_password: 'a-new-password-1' },
        { token: i % 2 === 0 ? token : other, ip: `10.3.9.${i + 1}` },
      );
    const { max, windowMs } = LIMITS['changePassword.account'];
    for (let i = 0; i < max; i += 1) {
      expect((await change(WRONG, i)).statusCode).toBe(400);
      // Past any progressive delay: only the cap counts here.
      t.clock.advance(60_000);
    }
    const blocked = await change(PASSWORD, max);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBeDefined();
    t.clock.advance(windowMs);
    expect((await change(PASSWORD, max + 1)).statusCode).toBe(200);
  });

  it('survive a restart: a new app on the same database still refuses', async () => {
    const ip = '10.3.8.1';
    const { max } = LIMITS['signIn.ip'];
    for (let i = 0; i < max; i += 1) {
      expect((await t.post(p.signIn.path, { email: `restart${i}@example.com`, password: '' }, { ip })).statusCode).toBe(
        400,
      );
    }
    const restarted = await anotherInstance();
    try {
      const after = await injectFrom(restarted.app, p.signIn.path, { email: 'restart@example.com', password: '' }, ip);
      expect(after.statusCode).toBe(429);
    } finally {
      await restarted.close();
    }
  });

  it('count requests on two instances together: the limit is hit at the same total as on one', async () => {
    const ip = '10.3.9.1';
    const second = await anotherInstance();
    try {
      const apps = [t.app, second.app];
      const { max } = LIMITS['signIn.ip'];
      for (let i = 0; i < max; i += 1) {
        const body = { email: `twice${i}@example.com`, password: '' };
        expect((await injectFrom(apps[i % 2]!, p.signIn.path, body, ip)).statusCode).toBe(400);
      }
      for (const app of apps) {
        const body = { email: 'twice-last@example.com', password: '' };
        expect((await injectFrom(app, p.signIn.path, body, ip)).statusCode).toBe(429);
      }
    } finally {
      await second.close();
    }
  });

  it('say the wait in words', () => {
    expect(waitText(1)).toBe('1 second');
    expect(waitText(40_000)).toBe('40 seconds');
    expect(waitText(60_000)).toBe('1 minute');
    expect(waitText(14 * 60_000 + 1)).toBe('15 minutes');
  });
});
