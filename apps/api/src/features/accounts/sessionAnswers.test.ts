import { endpoints } from '@sukoon/contracts';
import { describe, expect, it } from 'vitest';
import { createAccountsTestApp, createUserWithSession, registration } from './testing';
import { suiteApp } from '../../testing/suiteApp';

const t = suiteApp({}, createAccountsTestApp);

const p = endpoints;

describe('answers that hand out a session are never stored by a cache', () => {
  it('sign-in: Cache-Control no-store on the token, and on a refusal', async () => {
    await createUserWithSession(t.db, { email: 'cache.signin@example.com', password: 'sign-in-pass-1' }, t.clock.now());
    const signedIn = await t.post(p.signIn.path, { email: 'cache.signin@example.com', password: 'sign-in-pass-1' });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json()).toHaveProperty('token');
    expect(signedIn.headers['cache-control']).toBe('no-store');
    const refused = await t.post(p.signIn.path, { email: 'cache.signin@example.com', password: 'wrong-pass-1' });
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['cache-control']).toBe('no-store');
  });

  it('verify-otp: the verified address is signed in, and the answer is no-store', async () => {
    const email = 'cache.verify@example.com';
    expect((await t.post(p.register.path, registration(email), { ip: '10.3.0.1' })).statusCode).toBe(201);
    const mail = await t.lastCode(email);
    const verified = await t.post(p.verifyOtp.path, { email, otp: mail!.code }, { ip: '10.3.0.1' });
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toHaveProperty('token');
    expect(verified.headers['cache-control']).toBe('no-store');
  });

  it('google-login: the access token comes with no-store', async () => {
    const token = await t.google.idToken(
      { sub: '100000000000000000777', email: 'cache.google@gmail.com', name: 'Cache Google' },
      { now: t.clock.now() },
    );
    const answer = await t.post(p.googleLogin.path, { token }, { ip: '10.3.0.2' });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toHaveProperty('access');
    expect(answer.headers['cache-control']).toBe('no-store');
  });

  it('leaves answers without a session to their own rules', async () => {
    const answer = await t.get(p.googleClientId.path);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).toBeUndefined();
  });
});
