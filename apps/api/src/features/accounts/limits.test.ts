import { endpoints as p } from '@sukoon/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS, waitText } from '../../http/limits';
import { createAccountsTestApp, type AccountsTestApp } from './testing';

let t: AccountsTestApp;
beforeAll(async () => {
  t = await createAccountsTestApp();
});
afterAll(() => t.close());

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

  it('stop requests for one address from any number of IPs, whether or not it has an account', async () => {
    const email = 'target@example.com';
    const { max } = LIMITS['forgetPassword.address'];
    for (let i = 0; i < max; i += 1) {
      const response = await t.post(p.forgetPassword.path, { email }, { ip: `10.3.1.${i + 1}` });
      expect(response.statusCode).toBe(200);
    }
    const blocked = await t.post(p.forgetPassword.path, { email: ' TARGET@example.com ' }, { ip: '10.3.1.200' });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toBe('Too many attempts. Please wait 60 minutes and try again.');
    expect(blocked.headers['retry-after']).toBe('3600');
    // Other addresses still go through.
    expect((await t.post(p.forgetPassword.path, { email: 'other@example.com' }, { ip: '10.3.1.201' })).statusCode).toBe(
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

  it('say the wait in words', () => {
    expect(waitText(1)).toBe('1 second');
    expect(waitText(40_000)).toBe('40 seconds');
    expect(waitText(60_000)).toBe('1 minute');
    expect(waitText(14 * 60_000 + 1)).toBe('15 minutes');
  });
});
