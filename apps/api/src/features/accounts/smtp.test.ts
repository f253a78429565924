import { endpoints as p } from '@sukoon/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readableText, startSmtpReceiver, type SmtpReceiver } from '../../testing/smtpReceiver';
import { createAccountsTestApp, registration, type AccountsTestApp } from './testing';
import { mailCopy } from '@sukoon/contracts/copy/mail';

let smtp: SmtpReceiver;
let t: AccountsTestApp;
beforeAll(async () => {
  smtp = await startSmtpReceiver();
  t = await createAccountsTestApp({ env: { SMTP_URL: smtp.url } });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

describe('verification mail over real SMTP', () => {
  it('delivers the code to an SMTP server, and the delivered code verifies the account', async () => {
    expect(t.mailer.kind).toBe('smtp');
    const email = 'smtp-user@example.com';
    const response = await t.post(p.register.path, registration(email));
    expect(response.statusCode).toBe(201);
    // The mail worker sends it from the outbox table after the registration commits.
    const [mail] = await smtp.waitFor(1);
    expect(smtp.received).toHaveLength(1);
    expect(mail!.to).toEqual([email]);
    expect(mail!.from).toBe('no-reply@sukoon.example');
    const text = readableText(mail!.raw);
    expect(text).toContain(`Subject: ${mailCopy.verification.subject('Sukoon')}`);
    expect(text).toContain('Content-Type: text/plain');
    expect(text).toContain('Content-Type: text/html');
    const code = /Your code is (\d{6})\./.exec(text)?.[1];
    expect(code).toMatch(/^\d{6}$/);

    // No outbox while SMTP is configured.
    expect((await t.get('/dev/mail.json')).statusCode).toBe(404);

    const verified = await t.post(p.verifyOtp.path, { email, otp: code });
    expect(verified.statusCode).toBe(200);
    expect((await t.post(p.signIn.path, { email, password: 'first-password-1' })).statusCode).toBe(200);
  });
});
