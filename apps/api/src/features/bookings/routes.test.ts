import {
  bookedSessionsResponseSchema,
  bookingDetailsResponseSchema,
  bookNowResponseSchema,
  normaliseBooking,
  slotEndTime,
} from '@sukoon/contracts';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { countQueries } from '../../testing/queryCount';
import { createTestApp, type TestApp } from '../../testing/testApp';
import { signedInUser, testClock, type SignedIn } from '../accounts/testing';
import { teamOf } from '../counsellors/testing';
import { MAX_OPEN_HOLDS } from './holds';
import { BOOKING_MESSAGES } from '@sukoon/contracts/copy/booking';
import { bookings } from './schema';
import { suiteApp, suiteAppOnClock } from '../../testing/suiteApp';

// Saturday 21 November 2026, 12:00 in India. The window is 21 to 27 November; the day's slots are 08:00, 09:15, … 19:15, and today's up to 11:45 are past.
const NOON_IST = Date.parse('2026-11-21T06:30:00Z');
const MINUTE = 60_000;
const INDIVIDUAL = 101; // Individual Counselling (Virtual), INR 5,000
const STUDENT_CARD = 601; // 30 minutes, INR 2,000

/** A book-now body as the site sends it: end_time is start plus 60 minutes unless a test says otherwise. */
const bookNow = (over: Record<string, unknown> = {}) => {
  const start = typeof over.start_time === 'string' ? over.start_time : '10:30:00';
  return {
    sub_category_id: INDIVIDUAL,
    date: '2026-11-22',
    start_time: start,
    end_time: /^\d{2}:\d{2}/.test(start) && start < '23:00' ? slotEndTime(start.slice(0, 5)) : '23:59:00',
    session_duration: 60,
    buffer_time: 15,
    gst_number: '',
    coupon_code: '',
    ...over,
  };
};

describe('booking', () => {
  const { clock, t } = suiteAppOnClock(NOON_IST);
  let asha: SignedIn;
  let ravi: SignedIn;

  beforeAll(async () => {
    asha = await signedInUser(t.db, 'asha@example.com', NOON_IST);
    ravi = await signedInUser(t.db, 'ravi@example.com', NOON_IST, 'Ravi');
  });

  const post = (who: SignedIn | undefined, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/services/book-now/', payload, headers: who?.headers ?? {} });
  const bookedSessions = async (serviceId: number, who: SignedIn = asha) => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/services/booked-sessions/${serviceId}/`,
      headers: who.headers,
    });
    expect(response.statusCode).toBe(200);
    return bookedSessionsResponseSchema.parse(response.json()).booked_sessions;
  };

  it('needs a bearer token for booked sessions and book-now', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/services/booked-sessions/101/' })).statusCode).toBe(401);
    expect((await post(undefined, bookNow())).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/users/booking-details/' })).statusCode).toBe(401);
  });

  it('reads booked sessions in two queries (the session with its user, the slots), the test clock only on PostgreSQL', async () => {
    const queries = countQueries(t.database);
    try {
      await bookedSessions(INDIVIDUAL);
      // On PostgreSQL another instance may have moved the demo's test clock, so every API call reads it first.
      expect(queries.count).toBe(t.database.kind === 'postgres' ? 3 : 2);
    } finally {
      queries.stop();
    }
  });

  it('answers 404 for booked sessions of a service that does not exist', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/services/booked-sessions/424242/',
      headers: asha.headers,
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Service not found.');
  });

  it('books a slot: 201 with the server price and end time, and the slot shows as booked', async () => {
    const response = await post(asha, bookNow({ end_time: '12:00:00', session_duration: 60 }));
    expect(response.statusCode).toBe(201);
    const body = bookNowResponseSchema.parse(response.json());
    expect(body.success).toBe(true);
    expect(body.message).toBe(BOOKING_MESSAGES.reserved(15));
    // The end comes from the service's duration, not from the body's end_time.
    expect(body.booked_session).toEqual({
      id: expect.any(Number),
      date: '2026-11-22',
      start_time: '10:30:00',
      end_time: '11:30:00',
      final_price: '5000.00',
      status: 'held',
      payment_status: 'pending',
    });
    expect(body.payment_method).toBe('card');
    // Asha's own unpaid hold is marked for her; Ravi sees the same slot as plainly booked.
    expect(await bookedSessions(INDIVIDUAL)).toContainEqual({
      date: '2026-11-22',
      start_time: '10:30:00',
      held_by_you: true,
    });
    expect(await bookedSessions(INDIVIDUAL, ravi)).toContainEqual({ date: '2026-11-22', start_time: '10:30:00' });
    // Another service's slot list is not affected.
    expect(await bookedSessions(501)).toEqual([]);
  });

  it('answers 409 with the spec text when someone else asks for a held slot', async () => {
    const response = await post(ravi, bookNow());
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ message: BOOKING_MESSAGES.slotTaken, detail: BOOKING_MESSAGES.slotTaken });
  });

  it('gives the same person their own hold back when they ask again (a retried request)', async () => {
    const response = await post(asha, bookNow());
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe(BOOKING_MESSAGES.alreadyReserved);
    const rows = await t.db.select().from(bookings).where(eq(bookings.startTime, '10:30:00'));
    expect(rows.filter((r) => r.status === 'held')).toHaveLength(1);
  });

  it('uses the 30-minute duration and the INR 2,000 price of the student card', async () => {
    const response = await post(
      ravi,
      bookNow({ sub_category_id: STUDENT_CARD, start_time: '14:15:00', end_time: '15:15:00', session_duration: 30 }),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json().booked_session).toMatchObject({
      start_time: '14:15:00',
      end_time: '14:45:00',
      final_price: '2000.00',
    });
  });

  describe('slot validation', () => {
    it.each([
      ['a past slot today', { date: '2026-11-21', start_time: '08:00:00' }, BOOKING_MESSAGES.past],
      ['a slot that started a minute ago', { date: '2026-11-21', start_time: '11:45:00' }, BOOKING_MESSAGES.past],
      ['yesterday', { date: '2026-11-20', start_time: '14:15:00' }, BOOKING_MESSAGES.outsideWindow],
      ['the eighth day', { date: '2026-11-28', start_time: '10:30:00' }, BOOKING_MESSAGES.outsideWindow],
      ['a time between slots', { date: '2026-11-22', start_time: '10:00:00' }, BOOKING_MESSAGES.notInSeries],
      ['20:00, the end of the day', { date: '2026-11-22', start_time: '20:00:00' }, BOOKING_MESSAGES.notInSeries],
      ['seconds that are not :00', { date: '2026-11-22', start_time: '10:30:30' }, BOOKING_MESSAGES.notInSeries],
    ])('refuses %s', async (_name, slot, message) => {
      const response = await post(ravi, bookNow(slot));
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(message);
    });

    it('accepts the first slot after now and the last slot of the seventh day', async () => {
      expect((await post(ravi, bookNow({ date: '2026-11-21', start_time: '13:00:00' }))).statusCode).toBe(201);
      expect((await post(ravi, bookNow({ date: '2026-11-27', start_time: '19:15:00' }))).statusCode).toBe(201);
    });

    it.each([
      ['Management (by title)', 302],
      ['an Educational & Professional Institutions service', 402],
      ['a Personalized programme', 102],
    ])('refuses a contact-only service: %s', async (_name, id) => {
      const response = await post(asha, bookNow({ sub_category_id: id }));
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(BOOKING_MESSAGES.contactOnly);
    });

    it('refuses an unknown service and an invalid body with field errors', async () => {
      expect((await post(asha, bookNow({ sub_category_id: 999_999 }))).statusCode).toBe(404);
      const invalid = await post(asha, bookNow({ date: '22-11-2026' }));
      expect(invalid.statusCode).toBe(400);
      expect(invalid.json().errors).toHaveProperty('date');
    });
  });

  it(`limits one person to ${MAX_OPEN_HOLDS} unpaid holds at a time`, async () => {
    const meera = await signedInUser(t.db, 'meera@example.com', NOON_IST, 'Meera');
    for (const start of ['08:00:00', '09:15:00', '10:30:00'].slice(0, MAX_OPEN_HOLDS)) {
      expect(
        (await post(meera, bookNow({ sub_category_id: 501, date: '2026-11-23', start_time: start }))).statusCode,
      ).toBe(201);
    }
    const refused = await post(meera, bookNow({ sub_category_id: 501, date: '2026-11-23', start_time: '11:45:00' }));
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(BOOKING_MESSAGES.tooManyHolds);
  });

  it('frees a slot when its hold runs out, and lets someone else take it', async () => {
    const kiran = await signedInUser(t.db, 'kiran@example.com', NOON_IST, 'Kiran');
    const slot = { sub_category_id: 201, date: '2026-11-24', start_time: '16:45:00' };
    const first = await post(asha, bookNow(slot));
    expect(first.statusCode).toBe(201);
    const firstId = first.json().booked_session.id as number;

    clock.advance(15 * MINUTE - 1);
    expect(await bookedSessions(201, kiran)).toContainEqual({ date: '2026-11-24', start_time: '16:45:00' });
    expect((await post(kiran, bookNow(slot))).statusCode).toBe(409);

    clock.advance(1); // exactly 15 minutes after booking: the hold is over
    try {
      expect((await bookedSessions(201)).filter((e) => e.date === '2026-11-24' && e.start_time === '16:45:00')).toEqual(
        [],
      );
      const second = await post(kiran, bookNow(slot));
      expect(second.statusCode).toBe(201);
      const [old] = await t.db.select().from(bookings).where(eq(bookings.id, firstId));
      expect(old?.status).toBe('expired');
      expect(await bookedSessions(201)).toContainEqual({ date: '2026-11-24', start_time: '16:45:00' });
    } finally {
      clock.set(NOON_IST);
    }
  });

  it('marks held_by_you only on the caller’s own unpaid hold that still stands', async () => {
    const neha = await signedInUser(t.db, 'neha@example.com', NOON_IST, 'Neha');
    const dev = await signedInUser(t.db, 'dev@example.com', NOON_IST, 'Dev');
    const slot = { sub_category_id: 301, date: '2026-11-25', start_time: '09:15:00' };
    expect((await post(neha, bookNow(slot))).statusCode).toBe(201);
    const entry = { date: '2026-11-25', start_time: '09:15:00' };
    expect(await bookedSessions(301, neha)).toEqual([{ ...entry, held_by_you: true }]);
    // Anyone else: the same entry, no mark, and the slot is still refused to them.
    expect(await bookedSessions(301, dev)).toEqual([entry]);
    expect((await post(dev, bookNow(slot))).statusCode).toBe(409);
    const raw = await t.app.inject({ method: 'GET', url: '/api/services/booked-sessions/301/', headers: dev.headers });
    expect(raw.json()).toEqual({ booked_sessions: [entry] });
    expect(raw.headers['cache-control']).toBe('private, no-store');
    // Once the hold has lapsed it is nobody's: gone from the list, for the owner too.
    clock.advance(15 * MINUTE);
    try {
      expect(await bookedSessions(301, neha)).toEqual([]);
    } finally {
      clock.set(NOON_IST);
    }
  });

  it(`re-booking one's own hold reuses it and does not count towards the ${MAX_OPEN_HOLDS}-hold limit`, async () => {
    const omar = await signedInUser(t.db, 'omar@example.com', NOON_IST, 'Omar');
    const starts = ['08:00:00', '09:15:00', '10:30:00'].slice(0, MAX_OPEN_HOLDS);
    const ids: number[] = [];
    for (const start of starts) {
      const made = await post(omar, bookNow({ sub_category_id: 301, date: '2026-11-26', start_time: start }));
      expect(made.statusCode).toBe(201);
      ids.push(made.json().booked_session.id as number);
    }
    const again = await post(omar, bookNow({ sub_category_id: 301, date: '2026-11-26', start_time: starts[0] }));
    expect(again.statusCode).toBe(200);
    expect(again.json().booked_session.id).toBe(ids[0]);
    expect(again.json().message).toBe(BOOKING_MESSAGES.alreadyReserved);
    const rows = await t.db.select().from(bookings).where(eq(bookings.userId, omar.id));
    expect(rows.filter((r) => r.status === 'held')).toHaveLength(MAX_OPEN_HOLDS);
    // A new slot is still the fourth hold.
    const fourth = await post(omar, bookNow({ sub_category_id: 301, date: '2026-11-26', start_time: '11:45:00' }));
    expect(fourth.statusCode).toBe(429);
  });

  it('lists My Bookings: held ones as pending, no meeting link before payment, in the shape the site reads', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/users/booking-details/', headers: asha.headers });
    expect(response.statusCode).toBe(200);
    const list = bookingDetailsResponseSchema.parse(response.json());
    const held = list.find((b) => b.date === '2026-11-22' && b.start_time === '10:30:00');
    expect(held).toMatchObject({
      sub_name: 'Individual Counselling (Virtual)',
      mode: 'online',
      payment_status: 'pending',
      feedback_status: 'pending',
      final_price: '5000.00',
      meeting_link: null,
    });
    expect(normaliseBooking(held!)).toMatchObject({
      title: 'Individual Counselling (Virtual)',
      payment_status: 'pending',
      link: null,
    });
    // Ravi's bookings are not Asha's.
    expect(list.every((b) => b.sub_name !== 'Student Empowerment Card (Virtual)')).toBe(true);
  });
});

describe('book-now under a race', () => {
  const COUNT = 50;
  const t = suiteApp({ now: () => NOON_IST });
  let people: SignedIn[];

  beforeAll(async () => {
    people = [];
    for (let i = 0; i < COUNT; i += 1)
      people.push(await signedInUser(t.db, `racer${i}@example.com`, NOON_IST, `Racer`));
  });

  /** Everyone asks for 25 November's 13:00 slot at the same moment. */
  const raceForTheSlot = (app: TestApp, racers: SignedIn[]) =>
    Promise.all(
      racers.map((person) =>
        app.app.inject({
          method: 'POST',
          url: '/api/services/book-now/',
          payload: bookNow({ date: '2026-11-25', start_time: '13:00:00' }),
          headers: person.headers,
        }),
      ),
    );

  it(`gives one slot to exactly one of ${COUNT} simultaneous requests; the other ${COUNT - 1} get 409`, async () => {
    const responses = await raceForTheSlot(t, people);
    const codes = responses.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(COUNT - 1);
    for (const r of responses.filter((r) => r.statusCode === 409))
      expect(r.json().message).toBe(BOOKING_MESSAGES.slotTaken);
    const rows = await t.db.select().from(bookings).where(eq(bookings.date, '2026-11-25'));
    expect(rows).toHaveLength(1);
  });

  it('settles a race for an expired hold the same way: one winner', async () => {
    // The slot above is held; an hour later the hold is long over and 50 people want it at once.
    const later = await createTestApp({ now: () => NOON_IST + 60 * MINUTE });
    try {
      // A separate database: copy the situation (one stale hold) into it first.
      const owner = await signedInUser(later.db, 'owner@example.com', NOON_IST);
      await later.db.insert(bookings).values({
        userId: owner.id,
        serviceId: INDIVIDUAL,
        counsellorId: await teamOf(later.db, INDIVIDUAL),
        date: '2026-11-25',
        startTime: '13:00:00',
        endTime: '14:00:00',
        durationMinutes: 60,
        status: 'held',
        holdExpiresAt: new Date(NOON_IST + 15 * MINUTE),
        finalPrice: '5000.00',
      });
      const racers: SignedIn[] = [];
      for (let i = 0; i < COUNT; i += 1)
        racers.push(await signedInUser(later.db, `late${i}@example.com`, NOON_IST + 60 * MINUTE));
      const responses = await raceForTheSlot(later, racers);
      expect(responses.filter((r) => r.statusCode === 201)).toHaveLength(1);
      expect(responses.filter((r) => r.statusCode === 409)).toHaveLength(COUNT - 1);
      const rows = await later.db.select().from(bookings).where(eq(bookings.date, '2026-11-25'));
      expect(rows.map((r) => r.status).sort()).toEqual(['expired', 'held']);
    } finally {
      await later.close();
    }
  });
});

describe('the hold time', () => {
  it('follows BOOKING_HOLD_MINUTES', async () => {
    const clock = testClock(NOON_IST);
    const t = await createTestApp({ now: clock.now, env: { BOOKING_HOLD_MINUTES: '5' } });
    try {
      const [asha, ravi] = [
        await signedInUser(t.db, 'asha@example.com', NOON_IST),
        await signedInUser(t.db, 'ravi@example.com', NOON_IST),
      ];
      const book = (who: SignedIn) =>
        t.app.inject({ method: 'POST', url: '/api/services/book-now/', payload: bookNow(), headers: who.headers });
      const first = await book(asha);
      expect(first.json().message).toBe(BOOKING_MESSAGES.reserved(5));
      const [row] = await t.db.select().from(bookings);
      expect(row?.holdExpiresAt.toISOString()).toBe(new Date(NOON_IST + 5 * MINUTE).toISOString());
      clock.advance(5 * MINUTE);
      expect((await book(ravi)).statusCode).toBe(201);
    } finally {
      await t.close();
    }
  });
});
