import type { AddressInfo } from 'node:net';
import { endpoints as p } from '@sukoon/contracts';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccountsTestApp, registration, type AccountsTestApp } from './testing';

interface Received {
  from: string;
  to: string[];
  raw: string;
}

const received: Received[] = [];
// A real SMTP receiver on a free local port; plain SMTP, as a local relay would offer.
const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  onData(stream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => {
      received.push({
        from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
        to: session.envelope.rcptTo.map((r) => r.address),
        raw: Buffer.concat(chunks).toString('utf8'),
      });
      callback();
    });
  },
});

/** Undoes quoted-printable soft line breaks and escapes, enough to read the text part. */
const unquote = (raw: string) =>
  raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

let t: AccountsTestApp;
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  t = await createAccountsTestApp({ env: { SMTP_URL: `smtp://127.0.0.1:${port}` } });
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

describe('verification mail over real SMTP', () => {
  it('delivers the code to an SMTP server, and the delivered code verifies the account', async () => {
    expect(t.mailer.kind).toBe('smtp');
    const email = 'smtp-user@example.com';
    const response = await t.post(p.register.path, registration(email));
    expect(response.statusCode).toBe(201);

    expect(received).toHaveLength(1);
    const mail = received[0]!;
    expect(mail.to).toEqual([email]);
    expect(mail.from).toBe('no-reply@sukoon.example');
    const text = unquote(mail.raw);
    expect(text).toMatch(/^Subject: Verify your email address for Sukoon/m);
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
