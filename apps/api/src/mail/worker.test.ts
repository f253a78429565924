import { createServer } from 'node:net';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser, type SignedIn } from '../features/accounts/testing';
import { bookings } from '../features/bookings/schema';
import { bookNowPayload } from '../features/bookings/testing';
import { giveMembership, membershipRow } from '../features/memberships/testing';
import { readableText, startSmtpReceiver, type SmtpReceiver } from '../testing/smtpReceiver';
import { createTestApp, type TestApp } from '../testing/testApp';
import type { MailMessage } from './mailer';
import { mailOutbox } from './schema';
import { deliveryError, retryDelayMs, MAIL_WORKER_DEFAULTS, type MailWorkerOptions } from './worker';

const NOON_IST = Date.parse('2026-11-21T06:30:00Z');
const DAY = 24 * 60 * 60_000;
const INDIVIDUAL = 101; // one credit
/**
 * The worker's timings shortened so retries run out within a test. The lease stays long: a claim whose queries wait
 * behind a burst of enqueues must not run out while its mail is being sent (the lease test sets its own on the row).
 */
const FAST: Partial<MailWorkerOptions> = { pollMs: 50, retryBaseMs: 200, retryMaxMs: 1_000, leaseMs: 30_000 };

const message = (n: number | string, to = 'asha@example.com') => ({
  to,
  subject: `Message ${n}`,
  text: `Body ${n}`,
});

/** A local port nobody listens on: an SMTP server that is down. */
async function deadPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

const rowOf = async (t: TestApp, id: number) => (await t.db.select().from(mailOutbox).where(eq(mailOutbox.id, id)))[0]!;
const enqueue = (t: TestApp, mail: MailMessage) => t.db.transaction((tx) => t.mailer.enqueue(tx, mail));

describe('the backoff', () => {
  it('doubles from 30 s and stops growing at an hour', () => {
    const delays = Array.from({ length: 9 }, (_, i) => retryDelayMs(i + 1, MAIL_WORKER_DEFAULTS) / 1000);
    expect(delays).toEqual([30, 60, 120, 240, 480, 960, 1920, 3600, 3600]);
  });

  it('keeps the SMTP code and reply of a failure without the addresses in it, and calls 5xx final', () => {
    const busy = deliveryError(
      Object.assign(new Error('x'), { code: 'EENVELOPE', responseCode: 452, response: '452 <asha@example.com> full' }),
    );
    expect(busy).toEqual({ text: 'EENVELOPE 452 <[redacted-email]> full', permanent: false });
    expect(deliveryError(Object.assign(new Error('no'), { responseCode: 550, response: '550 no such user' }))).toEqual({
      text: '550 no such user',
      permanent: true,
    });
    expect(deliveryError(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ESOCKET' })).permanent).toBe(false);
  });
});

describe('mail with SMTP: enqueued in the transaction, delivered by the worker', () => {
  let smtp: SmtpReceiver;
  let t: TestApp;
  let people = 0;
  let asha: SignedIn;

  beforeAll(async () => {
    smtp = await startSmtpReceiver();
    t = await createTestApp({ now: () => NOON_IST, env: { SMTP_URL: smtp.url }, mailWorker: FAST });
  });
  afterEach(() => {
    smtp.received.length = 0;
    smtp.refused.length = 0;
    smtp.failNext(0);
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  const bookWithCredits = async (who: SignedIn, time: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/services/book-now/',
      headers: who.headers,
      payload: bookNowPayload({ date: '2026-11-23', time }, INDIVIDUAL, { payment_method: 'credits' }),
    });

  it('enqueues nothing for a booking whose transaction rolls back, and delivers the mail of one that commits', async () => {
    people += 1;
    asha = await signedInUser(t.db, `booker${people}@example.com`, NOON_IST, 'Asha');
    await giveMembership(t.db, asha.id, { credits: 5, endsAt: new Date(NOON_IST + 30 * DAY), now: NOON_IST });
    // The booking's transaction fails at COMMIT, after the booking, the credits and the mail were written in it.
    await t.db.execute(sql`create function fail_at_commit() returns trigger language plpgsql as $$
      begin raise exception 'the booking fails at commit'; end $$`);
    await t.db.execute(sql`create constraint trigger bookings_fail_at_commit after insert on bookings
      deferrable initially deferred for each row execute function fail_at_commit()`);
    try {
      const failed = await bookWithCredits(asha, '10:30');
      expect(failed.statusCode).toBe(500);
    } finally {
      await t.db.execute(sql`drop trigger bookings_fail_at_commit on bookings`);
      await t.db.execute(sql`drop function fail_at_commit()`);
    }
    expect(await t.db.select().from(bookings).where(eq(bookings.userId, asha.id))).toEqual([]);
    expect((await membershipRow(t.db, asha.id))!.credits).toBe(5);
    expect(await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, asha.email))).toEqual([]);

    const booked = await bookWithCredits(asha, '10:30');
    expect(booked.statusCode).toBe(201);
    const [mail] = await smtp.waitFor(1);
    expect(mail!.to).toEqual([asha.email]);
    expect(readableText(mail!.raw)).toContain(booked.json().booked_session.meeting_link);
    // The confirmation; its session reminders wait for their time (features/bookings/reminders.ts).
    const [row] = await t.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, asha.email), isNull(mailOutbox.reminderBookingId)));
    await expect.poll(async () => (await rowOf(t, row!.id)).status).toBe('sent');
    expect(await rowOf(t, row!.id)).toMatchObject({ attempts: 1, lockedUntil: null, lastError: null });
    expect(smtp.received).toHaveLength(1);
  });

  it('writes nothing when the enqueuing transaction rolls back', async () => {
    const before = (await t.db.select().from(mailOutbox)).length;
    await expect(
      t.db.transaction(async (tx) => {
        await t.mailer.enqueue(tx, message('rolled back'));
        throw new Error('the work it announces failed');
      }),
    ).rejects.toThrow('the work it announces failed');
    expect(await t.db.select().from(mailOutbox)).toHaveLength(before);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(smtp.received).toEqual([]);
  });

  it('retries a temporary SMTP failure with growing waits, and delivers it once the server takes it', async () => {
    smtp.failNext(2, 451, 'Mailbox of asha@example.com is busy, try again later');
    const { id } = await enqueue(t, message('retried'));
    await expect.poll(async () => (await rowOf(t, id)).attempts).toBeGreaterThanOrEqual(1);
    const [mail] = await smtp.waitFor(1, 5_000);
    expect(mail!.raw).toMatch(/^Subject: Message retried$/m);
    const [first, second] = smtp.refused;
    // At least the base wait after the first failure, then at least twice that.
    expect(second!.at - first!.at).toBeGreaterThanOrEqual(200 - 20);
    expect(mail!.at - second!.at).toBeGreaterThanOrEqual(400 - 20);
    await expect.poll(async () => (await rowOf(t, id)).status).toBe('sent');
    expect(await rowOf(t, id)).toMatchObject({ attempts: 3, lastError: null });
    expect(smtp.received).toHaveLength(1);
  });

  it('keeps the last error without the address while it waits to retry', async () => {
    smtp.failNext(1, 451, 'Mailbox of asha@example.com is busy');
    const { id } = await enqueue(t, message('waiting'));
    await expect.poll(async () => (await rowOf(t, id)).lastError).toContain('451');
    const waiting = await rowOf(t, id);
    expect(waiting.lastError).not.toContain('asha@example.com');
    expect(waiting.status).toBe('pending');
    expect(waiting.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() - 50);
    await smtp.waitFor(1, 5_000);
  });

  it('fails a message for good on a 5xx reply, without retrying', async () => {
    smtp.failNext(1, 550, 'No such user here');
    const { id } = await enqueue(t, message('refused'));
    await expect.poll(async () => (await rowOf(t, id)).status).toBe('failed');
    expect(await rowOf(t, id)).toMatchObject({ attempts: 1, lockedUntil: null });
    expect((await rowOf(t, id)).lastError).toContain('550');
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(smtp.refused).toHaveLength(1);
    expect(smtp.received).toEqual([]);
  });

  it('takes over a message whose sender died mid-send once its lease has run out, and sends it once', async () => {
    // As a crashed instance leaves it: claimed (one attempt counted), leased for 800 ms more, never settled.
    const [row] = await t.db
      .insert(mailOutbox)
      .values({ ...message('orphaned'), attempts: 1, lockedUntil: sql`now() + interval '800 milliseconds'` })
      .returning();
    const leaseEnds = row!.lockedUntil!.getTime();
    const [mail] = await smtp.waitFor(1, 5_000);
    expect(mail!.at).toBeGreaterThanOrEqual(leaseEnds - 20);
    await expect.poll(async () => (await rowOf(t, row!.id)).status).toBe('sent');
    expect((await rowOf(t, row!.id)).attempts).toBe(2);
    expect(smtp.received).toHaveLength(1);
  });
});

describe('mail that gives up', () => {
  it('fails a message after the last attempt and stops trying', async () => {
    const smtp = await startSmtpReceiver();
    const t = await createTestApp({
      env: { SMTP_URL: smtp.url },
      mailWorker: { ...FAST, retryBaseMs: 50, maxAttempts: 3 },
    });
    try {
      smtp.failNext(10);
      const { id } = await enqueue(t, message('hopeless'));
      await expect.poll(async () => (await rowOf(t, id)).status, { timeout: 5_000 }).toBe('failed');
      expect((await rowOf(t, id)).attempts).toBe(3);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(smtp.refused).toHaveLength(3);
    } finally {
      await t.close();
      await smtp.close();
    }
  });
});

describe('a crash after the commit, before the mail went out', () => {
  it('leaves the mail in the database, and another instance on it delivers it', async () => {
    const smtp = await startSmtpReceiver();
    // Instance A cannot reach its mail server; it books, tries to send, and is gone.
    const a = await createTestApp({
      now: () => NOON_IST,
      env: { SMTP_URL: `smtp://127.0.0.1:${await deadPort()}` },
      mailWorker: { ...FAST, retryBaseMs: 300 },
    });
    let b: TestApp | undefined;
    try {
      const asha = await signedInUser(a.db, 'crash@example.com', NOON_IST);
      await giveMembership(a.db, asha.id, { credits: 2, endsAt: null, now: NOON_IST });
      const booked = await a.app.inject({
        method: 'POST',
        url: '/api/services/book-now/',
        headers: asha.headers,
        payload: bookNowPayload({ date: '2026-11-24', time: '09:15' }, INDIVIDUAL, { payment_method: 'credits' }),
      });
      expect(booked.statusCode).toBe(201);
      const [queued] = await a.db
        .select()
        .from(mailOutbox)
        .where(and(eq(mailOutbox.to, asha.email), isNull(mailOutbox.reminderBookingId)));
      await expect.poll(async () => (await rowOf(a, queued!.id)).attempts).toBe(1);
      await a.app.close();
      expect((await rowOf(a, queued!.id)).status).toBe('pending');

      // On A's clock, before the session's reminders are due.
      b = await createTestApp({
        join: a,
        seed: false,
        now: () => NOON_IST,
        env: { SMTP_URL: smtp.url },
        mailWorker: FAST,
      });
      const [mail] = await smtp.waitFor(1, 5_000);
      expect(mail!.to).toEqual([asha.email]);
      await expect.poll(async () => (await rowOf(b!, queued!.id)).status).toBe('sent');
      expect(
        await b.db
          .select()
          .from(mailOutbox)
          .where(and(eq(mailOutbox.to, asha.email), eq(mailOutbox.status, 'sent'))),
      ).toHaveLength(1);
      expect(smtp.received).toHaveLength(1);
    } finally {
      await b?.close();
      await a.close();
      await smtp.close();
    }
  });
});

describe.skipIf(!process.env.DATABASE_URL)('two instances on one PostgreSQL database, one SMTP server', () => {
  it('deliver each of many messages exactly once', async () => {
    const smtp = await startSmtpReceiver();
    const a = await createTestApp({ seed: false, env: { SMTP_URL: smtp.url }, mailWorker: FAST });
    const b = await createTestApp({ join: a, seed: false, env: { SMTP_URL: smtp.url }, mailWorker: FAST });
    const COUNT = 200;
    try {
      // Enqueued from both sides at once, as requests on two instances would.
      await Promise.all(
        Array.from({ length: COUNT }, (_, n) => enqueue(n % 2 ? a : b, message(n, `person${n}@example.com`))),
      );
      await smtp.waitFor(COUNT, 30_000);
      // Anything sent twice would arrive late: give it the time to.
      await new Promise((resolve) => setTimeout(resolve, 500));
      const subjects = smtp.received.map((m) => /^Subject: (.*)$/m.exec(m.raw)?.[1]?.trim());
      expect(new Set(subjects).size).toBe(COUNT);
      expect(smtp.received).toHaveLength(COUNT);
      const rows = await a.db.select().from(mailOutbox);
      expect(rows.every((r) => r.status === 'sent' && r.attempts === 1)).toBe(true);
    } finally {
      await b.close();
      await a.close();
      await smtp.close();
    }
  });
});

describe('retention', () => {
  it('deletes sent and failed mail 30 days after it was written, and keeps the rest', async () => {
    const smtp = await startSmtpReceiver();
    const t = await createTestApp({ seed: false, env: { SMTP_URL: smtp.url }, mailWorker: { pollMs: 60_000 } });
    try {
      await t.app.close(); // the worker is stopped while the rows are set up
      const days = (n: number) => sql`now() - ${`${n} days`}::interval`;
      await t.db.insert(mailOutbox).values([
        { ...message('old sent'), status: 'sent', createdAt: days(31) },
        { ...message('old failed'), status: 'failed', createdAt: days(31) },
        { ...message('recent sent'), status: 'sent', createdAt: days(29) },
        // Never delivered: kept whatever its age, until the worker sends or fails it.
        {
          ...message('old pending'),
          status: 'pending',
          createdAt: days(31),
          nextAttemptAt: sql`now() + interval '1 day'`,
        },
      ]);
      const again = await createTestApp({
        join: t,
        seed: false,
        env: { SMTP_URL: smtp.url },
        mailWorker: { pollMs: 60_000 },
      });
      try {
        await expect
          .poll(async () =>
            (await again.db.select({ subject: mailOutbox.subject }).from(mailOutbox)).map((r) => r.subject).sort(),
          )
          .toEqual(['Message old pending', 'Message recent sent']);
      } finally {
        await again.close();
      }
    } finally {
      await t.close();
      await smtp.close();
    }
  });
});
