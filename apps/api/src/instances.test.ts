import { SLOT_TIMES } from '@sukoon/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser, type SignedIn } from './features/accounts/testing';
import { BOOKING_MESSAGES } from '@sukoon/contracts/copy/booking';
import { bookings } from './features/bookings/schema';
import { bookNowPayload } from './features/bookings/testing';
import { addCounsellor, retireTeam } from './features/counsellors/testing';
import { giveMembership } from './features/memberships/testing';
import { paymentCallbacks } from './features/payments/schema';
import { paymentsFixture, postForm } from './features/payments/testing';
import { mailOutbox } from './mail/schema';
import { startSmtpReceiver, type SmtpReceiver } from './testing/smtpReceiver';
import { createTestApp, type TestApp } from './testing/testApp';

const NOON_IST = Date.parse('2026-11-21T06:30:00Z');
const MINUTE = 60_000;
const INDIVIDUAL = 101;
const mailWorker = { pollMs: 50 };

/**
 * Several instances, one PostgreSQL: two apps, each with its own connection pool, mail worker and memory,
 * on one throw-away database, as two processes behind a load balancer would be. Nothing either one keeps in memory
 * may decide an answer. PostgreSQL only: PGlite is one connection in one process.
 */
describe.skipIf(!process.env.DATABASE_URL)('two api instances on one PostgreSQL database', () => {
  let smtp: SmtpReceiver;
  let a: TestApp;
  let b: TestApp;
  /** The instance the payments fixture talks to. */
  let current: TestApp;
  let people = 0;
  const person = (name = 'Asha') => signedInUser(a.db, `person${(people += 1)}@example.com`, NOON_IST, name);
  const { book, toGateway, press, bookingRow, paymentRow } = paymentsFixture(() => current);
  const bookOn = (t: TestApp, who: SignedIn, slot: { date: string; time: string }, extra = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/services/book-now/',
      headers: who.headers,
      payload: bookNowPayload(slot, INDIVIDUAL, extra),
    });
  const mailsTo = (email: string) => smtp.received.filter((m) => m.to.includes(email));

  beforeAll(async () => {
    smtp = await startSmtpReceiver();
    a = await createTestApp({ now: () => NOON_IST, env: { SMTP_URL: smtp.url }, mailWorker });
    b = await createTestApp({ join: a, seed: false, now: () => NOON_IST, env: { SMTP_URL: smtp.url }, mailWorker });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
    await smtp?.close();
  });

  it('give one slot to exactly one of 50 simultaneous requests spread over both', async () => {
    const racers: SignedIn[] = [];
    for (let i = 0; i < 50; i += 1) racers.push(await person('Racer'));
    const slot = { date: '2026-11-25', time: '13:00' };
    const responses = await Promise.all(racers.map((who, i) => bookOn(i % 2 ? a : b, who, slot)));
    const codes = responses.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(49);
    for (const r of responses.filter((r) => r.statusCode === 409))
      expect(r.json().message).toBe(BOOKING_MESSAGES.slotTaken);
    const rows = await a.db
      .select()
      .from(bookings)
      .where(and(eq(bookings.serviceId, INDIVIDUAL), eq(bookings.date, slot.date)));
    expect(rows).toHaveLength(1);
  });

  it('give one slot of a service three free counsellors offer to exactly three of 10 clients, round after round', async () => {
    const PARENTING = 201;
    await retireTeam(a.db, PARENTING);
    const ids = [
      await addCounsellor(a.db, { slug: 'meera', services: [PARENTING] }),
      await addCounsellor(a.db, { slug: 'nalini', services: [PARENTING] }),
      await addCounsellor(a.db, { slug: 'omar', services: [PARENTING] }),
    ];
    for (let round = 0; round < 5; round += 1) {
      const slot = { date: '2026-11-26', time: SLOT_TIMES[round]! };
      const clients: SignedIn[] = [];
      for (let i = 0; i < 10; i += 1) clients.push(await person('Client'));
      const service = { sub_category_id: PARENTING };
      const responses = await Promise.all(clients.map((who, i) => bookOn(i % 2 ? a : b, who, slot, service)));
      expect(responses.map((r) => r.statusCode).sort()).toEqual([...Array(3).fill(201), ...Array(7).fill(409)]);
      expect(new Set(responses.filter((r) => r.statusCode === 409).map((r) => r.json().message))).toEqual(
        new Set([BOOKING_MESSAGES.slotTaken]),
      );
      // Exactly three rows hold the slot in the database, one per counsellor.
      const atTime = await a.db
        .select()
        .from(bookings)
        .where(eq(bookings.startTime, `${slot.time}:00`));
      const rows = atTime.filter((row) => row.serviceId === PARENTING && row.date === slot.date);
      expect(rows).toHaveLength(3);
      expect(new Set(rows.map((row) => row.counsellorId))).toEqual(new Set(ids));
    }
  });

  it('confirm a payment once and mail it once when its callback is replayed on both', async () => {
    const asha = await person();
    current = a;
    const booking = await book(asha);
    const { pay, body } = await toGateway(asha, booking.id);
    const decided = await postForm(a.app, pay.action, pay.fields);
    expect(decided.statusCode).toBe(307);
    const returnUrl = decided.headers.location as string;

    // PayU's return and its retries, and a reload, landing on both instances at once.
    const returns = await Promise.all([a, b, a, b, a, b].map((t) => postForm(t.app, returnUrl, pay.fields)));
    expect(returns.map((r) => r.statusCode)).toEqual([303, 303, 303, 303, 303, 303]);
    expect((await bookingRow(booking.id)).status).toBe('confirmed');
    expect((await paymentRow(body.transaction_id!)).status).toBe('success');
    const results = (
      await a.db.select().from(paymentCallbacks).where(eq(paymentCallbacks.txnid, body.transaction_id!))
    ).map((c) => c.result);
    expect(results.filter((r) => r === 'confirmed')).toHaveLength(1);
    expect(results.filter((r) => r === 'duplicate')).toHaveLength(5);

    await expect.poll(() => mailsTo(asha.email).length).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(mailsTo(asha.email)).toHaveLength(1);
    // One confirmation written; its session reminders (scheduled rows, sent later) were written once too: one per
    // due time, however many returns arrived.
    const rows = await a.db.select().from(mailOutbox).where(eq(mailOutbox.to, asha.email));
    expect(rows.filter((row) => row.reminderBookingId === null)).toHaveLength(1);
    const reminders = rows.filter((row) => row.reminderBookingId !== null);
    expect(reminders.length).toBeGreaterThan(0);
    expect(new Set(reminders.map((row) => row.nextAttemptAt.getTime())).size).toBe(reminders.length);
  });

  it('let exactly one of a reschedule on one and bookings on the other take a slot, round after round', async () => {
    for (let round = 0; round < 5; round += 1) {
      const owner = await person();
      await giveMembership(a.db, owner.id, { credits: 2, endsAt: null, now: NOON_IST });
      const from = { date: '2026-11-24', time: SLOT_TIMES[round]! };
      const target = { date: '2026-11-24', time: SLOT_TIMES[round + 5]! };
      const booked = await bookOn(a, owner, from, { payment_method: 'credits' });
      expect(booked.statusCode).toBe(201);
      const id = booked.json().booked_session.id as number;
      const rivals = [await person('Ravi'), await person('Kiran')];
      const responses = await Promise.all([
        a.app.inject({
          method: 'POST',
          url: `/api/users/bookings/${id}/reschedule/`,
          headers: owner.headers,
          payload: { date: target.date, start_time: `${target.time}:00` },
        }),
        ...rivals.map((who) => bookOn(b, who, target)),
      ]);
      const codes = responses.map((r) => r.statusCode);
      expect([round, codes.filter((c) => c === 200 || c === 201).length]).toEqual([round, 1]);
      expect([round, codes.filter((c) => c === 409).length]).toEqual([round, 2]);
      const moved = codes[0] === 200;
      expect((await bookingRow(id)).startTime).toBe(`${(moved ? target : from).time}:00`);
    }
  });

  it('see the test clock alike: moved on one, every rule on the other follows it', async () => {
    const [owner, other] = [await person(), await person('Ravi')];
    const slot = { date: '2026-11-26', time: '10:30' };
    expect((await bookOn(a, owner, slot)).statusCode).toBe(201);
    expect((await bookOn(b, other, slot)).statusCode).toBe(409);

    // Moved on A past the 15-minute hold: B's answers and rules read the same time.
    const later = new Date(NOON_IST + 20 * MINUTE).toISOString();
    const moved = await a.app.inject({ method: 'POST', url: '/dev/clock', payload: { now: later } });
    expect(moved.json()).toEqual({ now: later });
    try {
      expect((await b.app.inject({ method: 'GET', url: '/dev/clock' })).json()).toEqual({ now: later });
      expect((await bookOn(b, other, slot)).statusCode).toBe(201);
    } finally {
      await b.app.inject({ method: 'POST', url: '/dev/clock', payload: { now: null } });
    }
    expect((await a.app.inject({ method: 'GET', url: '/dev/clock' })).json()).toEqual({
      now: new Date(NOON_IST).toISOString(),
    });
  });

  // Last: it stops instance A.
  it('lose nothing when one stops mid-journey: booked on A, A stops, paid on B', async () => {
    const asha = await person();
    current = a;
    const booking = await book(asha);
    await a.app.close();

    current = b;
    const { pay } = await toGateway(asha, booking.id);
    const { returned } = await press(pay);
    expect(returned.statusCode).toBe(303);
    expect(returned.headers.location).toMatch(/^\/api\/payments\/success\//);
    expect((await bookingRow(booking.id)).status).toBe('confirmed');
    await expect.poll(() => mailsTo(asha.email).length).toBe(1);
  });
});
