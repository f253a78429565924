import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { inquiries } from './schema';
import { CONTACT_SENT } from './service';
import { suiteApp } from '../../testing/suiteApp';

// The contact form's call on a real (PGlite or PostgreSQL) database: the form's rules, the limit, the stored row
// and the mail to support.
describe('POST /api/inquiries/contact/', () => {
  const t = suiteApp({ now: () => now });
  let now = Date.parse('2026-11-23T06:30:00Z');

  const send = (payload: unknown, remoteAddress = '203.0.113.9') =>
    t.app.inject({ method: 'POST', url: '/api/inquiries/contact/', payload: payload as object, remoteAddress });

  it('stores the message and mails it to the support address', async () => {
    const answer = await send({
      name: 'Meera',
      email: 'meera@example.com',
      message: 'Do you offer sessions in Tamil?',
    });
    expect(answer.statusCode).toBe(201);
    expect(answer.json()).toEqual({ message: CONTACT_SENT });
    const [row] = await t.db.select().from(inquiries).where(eq(inquiries.email, 'meera@example.com'));
    expect(row).toMatchObject({ name: 'Meera', message: 'Do you offer sessions in Tamil?' });
    const mail = (await t.mailer.outbox!.list()).find((m) => m.to === t.config.brand.supportEmail);
    expect(mail?.subject).toBe(`Contact message #${row!.id} from Meera`);
    expect(mail?.text).toContain('Do you offer sessions in Tamil?');
    expect(mail?.text).toContain('meera@example.com');
  });

  it.each([
    [{ name: '', email: 'a@example.com', message: 'Hello there, team' }, 'Name is required'],
    [{ name: 'A', email: '', message: 'Hello there, team' }, 'Email is required'],
    [{ name: 'A', email: 'not-an-email', message: 'Hello there, team' }, undefined],
    [{ name: 'A', email: 'a@example.com', message: '' }, 'Message is required'],
    [{ name: 'A', email: 'a@example.com', message: 'Too short' }, 'Message must be at least 10 characters long'],
  ])("refuses %j with 400 and the form's own text", async (payload, text) => {
    const answer = await send(payload, '203.0.113.10');
    expect(answer.statusCode).toBe(400);
    if (text) expect(JSON.stringify(answer.json())).toContain(text);
  });

  it('words a length limit without a text of its own as the forms do, not as zod does', async () => {
    // contracts/zodMessages.ts: "This field must be at most 200 characters long", not "Too big: expected string...".
    const answer = await send(
      { name: 'A'.repeat(201), email: 'a@example.com', message: 'Hello there, team' },
      '203.0.113.11',
    );
    expect(answer.statusCode).toBe(400);
    expect(JSON.stringify(answer.json())).toContain('This field must be at most 200 characters long');
  });

  it('limits one address to 5 messages in 15 minutes', async () => {
    const message = { name: 'Spam', email: 'spam@example.com', message: 'Buy my thing now please' };
    const codes = [];
    for (let i = 0; i < 6; i++) codes.push((await send(message, '198.51.100.77')).statusCode);
    expect(codes).toEqual([201, 201, 201, 201, 201, 429]);
    now += 15 * 60_000 + 1;
    expect((await send(message, '198.51.100.77')).statusCode).toBe(201);
  });
});
