import { slotInstant } from '@sukoon/contracts';
import { mailCopy } from '@sukoon/contracts/copy/mail';
import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from './schema';
import { readableText, startSmtpReceiver, type SmtpReceiver } from '../testing/smtpReceiver';
import { createTestApp, type TestApp } from '../testing/testApp';
import { signedInUser, testClock, type SignedIn } from '../features/accounts/testing';
import { services } from '../features/catalogue/schema';
import { giveMembership } from '../features/memberships/testing';
import { paymentsFixture } from '../features/payments/testing';
import { cancelSessionReminders, releaseDueReminders } from '../features/bookings/reminders';
import { bookings } from '../features/bookings/schema';
import { bookNowPayload, type Slot } from '../features/bookings/testing';
import { suiteApp, suiteAppOnClock } from '../testing/suiteApp';

const NOON_IST = Date.parse('2026-11-21T06:30:00Z');
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const INDIVIDUAL = 101; // one credit

interface OutboxJson {
  id: number;
  to: string;
  subject: string;
  text: string;
  attachments: { filename: string }[];
}

const startOf = (slot: Slot) => slotInstant(slot.date, slot.time).getTime();
const uidOf = (ics: string) => /^UID:(.+)$/m.exec(ics)?.[1]?.trim();
/** A message's Subject header as it arrived over SMTP (unfolded). */
const subjectOf = (raw: string) =>
  /^Subject: (.*(?:\r?\n[ \t].*)*)/m.exec(readableText(raw))?.[1]?.replace(/\r?\n[ \t]/g, ' ');
const reminderSubject = async (t: TestApp, leadHours: number) => {
  const [service] = await t.db.select({ title: services.title }).from(services).where(eq(services.id, INDIVIDUAL));
  return mailCopy.sessionReminder.subject(service!.title, mailCopy.sessionReminder.when(leadHours));
};

async function bookWithCredits(t: TestApp, who: SignedIn, slot: Slot) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/services/book-now/',
    headers: who.headers,
    payload: bookNowPayload(slot, INDIVIDUAL, { payment_method: 'credits' }),
  });
  expect(response.statusCode).toBe(201);
  return response.json().booked_session as { id: number; meeting_link: string };
}

const remindersOf = (t: TestApp, bookingId: number) =>
  t.db.select().from(mailOutbox).where(eq(mailOutbox.reminderBookingId, bookingId)).orderBy(mailOutbox.id);

async function newClient(t: TestApp, email: string, now: number) {
  const who = await signedInUser(t.db, email, now);
  await giveMembership(t.db, who.id, { credits: 10, endsAt: new Date(now + 30 * DAY), now });
  return who;
}

describe('session reminders in demo mode (the outbox, the test clock)', () => {
  const { t } = suiteAppOnClock(NOON_IST);

  afterEach(async () => {
    await t.app.inject({ method: 'POST', url: '/dev/clock', payload: { now: null } });
  });

  const setTestClock = async (instant: number) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/dev/clock',
      payload: { now: new Date(instant).toISOString() },
    });
    expect(response.statusCode).toBe(200);
  };
  const outboxFor = async (email: string) => {
    const response = await t.app.inject({ method: 'GET', url: '/dev/mail.json' });
    expect(response.statusCode).toBe(200);
    return (response.json() as OutboxJson[]).filter((m) => m.to === email);
  };
  const remindersIn = (mails: OutboxJson[]) => mails.filter((m) => m.subject.startsWith('Reminder:'));

  it('schedules both reminders with the booking, and shows the 24 h one only once the test clock passes it', async () => {
    const asha = await newClient(t, 'asha@example.com', NOON_IST);
    const slot = { date: '2026-11-23', time: '10:30' };
    const booked = await bookWithCredits(t, asha, slot);

    const scheduled = await remindersOf(t, booked.id);
    expect(scheduled.map((r) => [r.status, r.nextAttemptAt.getTime()])).toEqual([
      ['scheduled', startOf(slot) - DAY],
      ['scheduled', startOf(slot) - HOUR],
    ]);
    // Only the confirmation so far.
    expect((await outboxFor(asha.email)).map((m) => m.subject)).toEqual([expect.stringMatching(/^Session confirmed:/)]);

    await setTestClock(startOf(slot) - DAY - 60_000);
    expect(remindersIn(await outboxFor(asha.email))).toEqual([]);

    await setTestClock(startOf(slot) - DAY + 1_000);
    const [reminder, ...more] = remindersIn(await outboxFor(asha.email));
    expect(more).toEqual([]);
    expect(reminder!.subject).toBe(await reminderSubject(t, 24));
    expect(reminder!.text).toContain(booked.meeting_link);
    expect(reminder!.attachments.map((a) => a.filename)).toEqual(['session.ics']);
    // The confirmation's invitation and the reminder's are one calendar event.
    const confirmation = (await outboxFor(asha.email)).find((m) => m.subject.startsWith('Session confirmed:'))!;
    const ics = async (id: number) =>
      (await t.app.inject({ method: 'GET', url: `/dev/mail/${id}/attachments/0` })).body;
    expect(uidOf(await ics(reminder!.id))).toBe(`booking-${booked.id}@localhost`);
    expect(uidOf(await ics(reminder!.id))).toBe(uidOf(await ics(confirmation.id)));

    // Read again (and by the periodic release): still once.
    await releaseDueReminders(t.db, new Date(startOf(slot) - DAY + 2_000), 'outbox');
    expect(remindersIn(await outboxFor(asha.email))).toHaveLength(1);

    await setTestClock(startOf(slot) - HOUR);
    expect(remindersIn(await outboxFor(asha.email)).map((m) => m.subject)).toEqual([
      await reminderSubject(t, 1),
      reminder!.subject,
    ]);
  });

  it('skips a reminder whose time has passed at booking: two hours ahead gets only the 1 h one', async () => {
    const ravi = await newClient(t, 'ravi@example.com', NOON_IST);
    const slot = { date: '2026-11-21', time: '14:15' };
    const booked = await bookWithCredits(t, ravi, slot);
    expect((await remindersOf(t, booked.id)).map((r) => r.nextAttemptAt.getTime())).toEqual([startOf(slot) - HOUR]);
  });

  it('sends no reminder once the client turned them off, and again once they turn them back on', async () => {
    const meera = await newClient(t, 'meera@example.com', NOON_IST);
    const profile = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/users/user-profile/', headers: meera.headers })).json().user;
    expect((await profile()).session_reminders).toBe(true);

    const slot = { date: '2026-11-24', time: '09:15' };
    const booked = await bookWithCredits(t, meera, slot);
    const off = await t.app.inject({
      method: 'PATCH',
      url: '/api/users/preferences/',
      headers: meera.headers,
      payload: { session_reminders: false },
    });
    expect([off.statusCode, off.json()]).toEqual([200, { session_reminders: false }]);
    expect((await profile()).session_reminders).toBe(false);

    await setTestClock(startOf(slot) - DAY + 1_000);
    expect(remindersIn(await outboxFor(meera.email))).toEqual([]);
    expect((await remindersOf(t, booked.id)).map((r) => r.status)).toEqual(['cancelled', 'scheduled']);

    const on = await t.app.inject({
      method: 'PATCH',
      url: '/api/users/preferences/',
      headers: meera.headers,
      payload: { session_reminders: true },
    });
    expect(on.json()).toEqual({ session_reminders: true });
    await setTestClock(startOf(slot) - HOUR + 1_000);
    expect(remindersIn(await outboxFor(meera.email)).map((m) => m.subject)).toEqual([await reminderSubject(t, 1)]);
  });

  it('refuses a preference without a bearer token or with a value that is not true or false', async () => {
    const kiran = await newClient(t, 'kiran@example.com', NOON_IST);
    const anonymous = await t.app.inject({
      method: 'PATCH',
      url: '/api/users/preferences/',
      payload: { session_reminders: false },
    });
    expect(anonymous.statusCode).toBe(401);
    for (const payload of [{ session_reminders: 'no' }, {}, { session_reminders: false, role: 'staff' }]) {
      const bad = await t.app.inject({
        method: 'PATCH',
        url: '/api/users/preferences/',
        headers: kiran.headers,
        payload,
      });
      expect([JSON.stringify(payload), bad.statusCode]).toEqual([JSON.stringify(payload), 400]);
    }
  });

  it('cancels the waiting reminders of a booking on request (a moved session), and sends none of them', async () => {
    const anil = await newClient(t, 'anil@example.com', NOON_IST);
    const slot = { date: '2026-11-26', time: '13:00' };
    const booked = await bookWithCredits(t, anil, slot);
    await setTestClock(startOf(slot) - DAY + 1_000);
    expect(remindersIn(await outboxFor(anil.email))).toHaveLength(1);
    // The 24 h one went already; only the waiting 1 h one is cancelled.
    expect(await cancelSessionReminders(t.db, booked.id)).toBe(1);
    await setTestClock(startOf(slot) - HOUR + 1_000);
    expect(remindersIn(await outboxFor(anil.email))).toHaveLength(1);
    expect((await remindersOf(t, booked.id)).map((r) => r.status)).toEqual(['sent', 'cancelled']);
  });

  it('cancels a reminder whose booking is no longer confirmed when it comes due', async () => {
    const dev = await newClient(t, 'dev@example.com', NOON_IST);
    const slot = { date: '2026-11-25', time: '11:45' };
    const booked = await bookWithCredits(t, dev, slot);
    // Whatever ends a booking (a cancellation, say) leaves it not confirmed; its reminders must not go.
    await t.db.update(bookings).set({ status: 'expired' }).where(eq(bookings.id, booked.id));
    await setTestClock(startOf(slot) - HOUR + 1_000);
    expect(remindersIn(await outboxFor(dev.email))).toEqual([]);
    expect((await remindersOf(t, booked.id)).map((r) => r.status)).toEqual(['cancelled', 'cancelled']);
  });
});

describe('session reminders of a card payment', () => {
  const t = suiteApp({ now: () => NOON_IST, env: { PORT: '8123', PUBLIC_URL: 'http://localhost:8123' } });
  const { book, toGateway, press, bookingRow } = paymentsFixture(() => t);

  it('schedules none while the booking is held, and both when the payment confirms it', async () => {
    const nisha = await signedInUser(t.db, 'nisha@example.com', NOON_IST);
    const booked = await book(nisha, 501, { date: '2026-11-24', time: '10:30' });
    expect(await remindersOf(t, booked.id)).toEqual([]);

    const gateway = await toGateway(nisha, booked.id);
    await press(gateway.pay);
    expect((await bookingRow(booked.id)).status).toBe('confirmed');
    const reminders = await remindersOf(t, booked.id);
    expect(reminders.map((r) => [r.status, r.to, r.nextAttemptAt.getTime()])).toEqual([
      ['scheduled', nisha.email, startOf(booked) - DAY],
      ['scheduled', nisha.email, startOf(booked) - HOUR],
    ]);
  });
});

describe('session reminders with SMTP: the worker sends each once, when due', () => {
  let smtp: SmtpReceiver;
  let t: TestApp;
  const clock = testClock(NOON_IST);
  const FAST = { pollMs: 50, retryBaseMs: 200, retryMaxMs: 1_000, leaseMs: 30_000 };

  beforeAll(async () => {
    smtp = await startSmtpReceiver();
    t = await createTestApp({ now: clock.now, env: { SMTP_URL: smtp.url }, mailWorker: FAST });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  it('delivers the 24 h reminder only after its time, once, and the 1 h one after a restart', async () => {
    const asha = await newClient(t, 'asha.smtp@example.com', NOON_IST);
    const slot = { date: '2026-11-23', time: '10:30' };
    const booked = await bookWithCredits(t, asha, slot);
    await smtp.waitFor(1);
    expect(smtp.received.map((m) => subjectOf(m.raw))).toEqual([expect.stringMatching(/^Session confirmed:/)]);

    clock.set(startOf(slot) - DAY - 1_000);
    expect(await releaseDueReminders(t.db, new Date(clock.now()), 'smtp')).toEqual({ released: 0, cancelled: 0 });
    await pause(300);
    expect(smtp.received).toHaveLength(1);

    clock.set(startOf(slot) - DAY);
    expect(await releaseDueReminders(t.db, new Date(clock.now()), 'smtp')).toEqual({ released: 1, cancelled: 0 });
    const [, reminder] = await smtp.waitFor(2);
    expect(subjectOf(reminder!.raw)).toBe(await reminderSubject(t, 24));
    // Released once: a second look finds nothing, and nothing more arrives.
    expect(await releaseDueReminders(t.db, new Date(clock.now()), 'smtp')).toEqual({ released: 0, cancelled: 0 });
    await pause(300);
    expect(smtp.received).toHaveLength(2);
    expect((await remindersOf(t, booked.id)).map((r) => r.status)).toEqual(['sent', 'scheduled']);

    // Another instance starting on the same database, after the 1 h reminder's time: it sends what came due.
    const later = await createTestApp({
      join: t,
      seed: false,
      now: () => startOf(slot) - HOUR + 5_000,
      env: { SMTP_URL: smtp.url },
      mailWorker: FAST,
    });
    try {
      const [, , lastReminder] = await smtp.waitFor(3);
      expect(subjectOf(lastReminder!.raw)).toBe(await reminderSubject(t, 1));
      await pause(300);
      expect(smtp.received).toHaveLength(3);
      expect(
        await t.db
          .select({ status: mailOutbox.status })
          .from(mailOutbox)
          .where(and(isNotNull(mailOutbox.reminderBookingId), eq(mailOutbox.to, asha.email))),
      ).toEqual([{ status: 'sent' }, { status: 'sent' }]);
    } finally {
      await later.close();
    }
  });
});
