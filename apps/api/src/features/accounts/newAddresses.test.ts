import { endpoints } from '@sukoon/contracts';
import { describe, expect, it } from 'vitest';
import { createAccountsTestApp, createUserWithSession, registration } from './testing';
import { suiteApp } from '../../testing/suiteApp';

const t = suiteApp({}, createAccountsTestApp);

const p = endpoints;

describe('addresses with ? & % , < > "', () => {
  it('are refused for a new account', async () => {
    const refused = await t.post(p.register.path, registration('asha@example.in?bcc=everyone'), { ip: '10.4.0.1' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ errors: { email: ['Please enter a valid email address'] } });
    expect(await t.mailsTo('asha@example.in?bcc=everyone')).toBe(0);
  });

  it('keep an account made before signing in and resetting its password', async () => {
    const email = 'old,asha@example.in';
    await createUserWithSession(t.db, { email, password: 'old-password-1' }, t.clock.now());
    const signedIn = await t.post(p.signIn.path, { email, password: 'old-password-1' }, { ip: '10.4.0.2' });
    expect(signedIn.statusCode).toBe(200);

    const forgot = await t.post(p.forgotPassword.path, { email }, { ip: '10.4.0.2' });
    expect(forgot.statusCode).toBe(200);
    const mail = await t.lastCode(email);
    expect(mail).toBeDefined();
    const reset = await t.post(
      p.resetPassword.path,
      { email, password: 'new-password-1', otp: mail!.code },
      { ip: '10.4.0.2' },
    );
    expect(reset.statusCode).toBe(200);
    const again = await t.post(p.signIn.path, { email, password: 'new-password-1' }, { ip: '10.4.0.2' });
    expect(again.statusCode).toBe(200);
  });
});
