import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpReceiver, type SmtpReceiver } from '../testing/smtpReceiver';
import { createTestApp, type TestApp } from '../testing/testApp';
import { renderMail } from './layout';
import { mailOutbox } from './schema';
import { suiteApp } from '../testing/suiteApp';

const brand = { brandName: 'Sukoon', supportEmail: 'support@sukoon.example' };
const ICS = 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nEND:VCALENDAR\r\n';

describe('the mailer without SMTP (outbox)', () => {
  const t = suiteApp({ features: [], now: () => clock });
  let clock = Date.UTC(2026, 10, 21, 4, 0);

  it('keeps sent messages and lists them newest first at /dev/mail.json', async () => {
    expect(t.mailer.kind).toBe('outbox');
    const first = renderMail(brand, {
      heading: 'Verify your email',
      paragraphs: ['Your code is below.'],
      code: '482913',
    });
    await t.mailer.enqueue(t.db, { to: 'asha@example.com', subject: 'Your verification code', ...first });
    clock += 60_000;
    await t.mailer.enqueue(t.db, {
      to: ['ravi@example.com', 'meera@example.com'],
      subject: 'Booking <confirmed> & paid',
      text: 'See you on Saturday.',
      attachments: [{ filename: 'session.ics', content: ICS }],
    });

    const response = await t.app.inject({ method: 'GET', url: '/dev/mail.json' });
    expect(response.statusCode).toBe(200);
    const messages = response.json() as { id: number }[];
    expect(messages).toEqual([
      {
        id: expect.any(Number),
        to: 'ravi@example.com, meera@example.com',
        subject: 'Booking <confirmed> & paid',
        text: 'See you on Saturday.',
        html: null,
        attachments: [{ filename: 'session.ics', contentType: 'text/calendar; charset=utf-8', size: ICS.length }],
        createdAt: '2026-11-21T04:01:00.000Z',
      },
      {
        id: expect.any(Number),
        to: 'asha@example.com',
        subject: 'Your verification code',
        text: first.text,
        html: first.html,
        attachments: [],
        createdAt: '2026-11-21T04:00:00.000Z',
      },
    ]);
    expect(messages[0]!.id).toBeGreaterThan(messages[1]!.id);
  });

  it('answers loopback clients only: a demo reachable from a network shows nobody the codes', async () => {
    const paths = ['/dev/mail', '/dev/mail.json', '/dev/mail/1', '/dev/mail/1/attachments/0'];
    for (const url of paths) {
      const remote = await t.app.inject({ method: 'GET', url, remoteAddress: '192.0.2.7' });
      expect(remote.statusCode, url).toBe(403);
      expect(remote.body).not.toContain('482913');
    }
    const local = await t.app.inject({ method: 'GET', url: '/dev/mail.json', remoteAddress: '::1' });
    expect(local.statusCode).toBe(200);
  });

  it('renders /dev/mail newest first, escaped, with subject, recipient, time and text', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/dev/mail' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    const page = response.body;
    expect(page).toContain('Booking &lt;confirmed&gt; &amp; paid');
    expect(page).not.toContain('<confirmed>');
    expect(page.indexOf('Booking &lt;confirmed&gt;')).toBeLessThan(page.indexOf('Your verification code'));
    expect(page).toContain('asha@example.com');
    expect(page).toContain('482913');
    expect(page).toContain('21/11/2026, 09:31:00 IST');
  });

  it('shows each message as HTML and offers attachments', async () => {
    const [latest, older] = (await t.app.inject({ method: 'GET', url: '/dev/mail.json' })).json() as {
      id: number;
      html: string;
    }[];
    const html = await t.app.inject({ method: 'GET', url: `/dev/mail/${older!.id}` });
    expect(html.statusCode).toBe(200);
    expect(html.headers['content-type']).toMatch(/^text\/html/);
    expect(html.body).toBe(older!.html);

    const attachment = await t.app.inject({ method: 'GET', url: `/dev/mail/${latest!.id}/attachments/0` });
    expect(attachment.statusCode).toBe(200);
    expect(attachment.headers['content-disposition']).toBe('attachment; filename="session.ics"');
    expect(attachment.body).toBe(ICS);

    for (const url of ['/dev/mail/999999', '/dev/mail/abc', `/dev/mail/${latest!.id}/attachments/1`]) {
      const missing = await t.app.inject({ method: 'GET', url });
      expect(missing.statusCode, url).toBe(404);
    }
  });
});

describe('the mailer with SMTP_URL', () => {
  let t: TestApp;
  let smtp: SmtpReceiver;

  beforeAll(async () => {
    smtp = await startSmtpReceiver();
    t = await createTestApp({ features: [], env: { SMTP_URL: smtp.url, MAIL_FROM: 'Sukoon <hello@sukoon.example>' } });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it('delivers through the SMTP server from the outbox table, and marks the row sent', async () => {
    expect(t.mailer.kind).toBe('smtp');
    const { id } = await t.mailer.enqueue(t.db, {
      to: 'asha@example.com',
      subject: 'Your session is booked',
      text: 'See you on Saturday.',
      html: '<p>See you on Saturday.</p>',
      attachments: [{ filename: 'session.ics', content: ICS }],
    });
    const [mail] = await smtp.waitFor(1);
    expect(mail!.from).toBe('hello@sukoon.example');
    expect(mail!.to).toEqual(['asha@example.com']);
    expect(mail!.raw).toMatch(/^Subject: Your session is booked$/m);
    expect(mail!.raw).toContain('See you on Saturday.');
    expect(mail!.raw).toMatch(/filename=session\.ics|filename="session\.ics"/);
    await expect
      .poll(async () => (await t.db.select().from(mailOutbox).where(eq(mailOutbox.id, id)))[0]?.status)
      .toBe('sent');
    expect(smtp.received).toHaveLength(1);
  });

  it('has no outbox pages, and health says smtp', async () => {
    for (const url of ['/dev/mail', '/dev/mail.json', '/dev/mail/1']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toEqual({ message: 'Not found.', detail: 'Not found.' });
    }
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.json()).toMatchObject({ mail: 'smtp' });
  });
});
