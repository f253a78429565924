import { bookedSessionsResponseSchema, SLOT_TIMES } from '@sukoon/contracts';
import { BOOKING_MESSAGES } from '@sukoon/contracts/copy/booking';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { suiteApp } from '../../testing/suiteApp';
import type { TestApp } from '../../testing/testApp';
import { signedInUser, type SignedIn } from '../accounts/testing';
import { addCounsellor, addTimeOff, retireTeam, setOverride } from '../counsellors/testing';
import { confirmBooking } from './holds';
import { bookings } from './schema';
import { bookNowPayload, type Slot } from './testing';

// Saturday 21 November 2026, 12:00 in India: the window is 21 to 27 November (Saturday to Friday); 23 November starts
// a new week (Monday).
const NOON_IST = Date.parse('2026-11-21T06:30:00Z');
const MINUTE = 60_000;
const WINDOW = ['2026-11-21', '2026-11-22', '2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27'];
const every = (dates: readonly string[], times: readonly string[] = SLOT_TIMES) =>
  dates.flatMap((date) => times.map((time) => ({ date, start_time: `${time}:00` })));

let people = 0;
const person = (t: TestApp) => signedInUser(t.db, `client${(people += 1)}@example.com`, NOON_IST);

const bookOn = (t: TestApp, who: SignedIn, slot: Slot, serviceId: number, extra: Record<string, unknown> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/services/book-now/',
    headers: who.headers,
    payload: bookNowPayload(slot, serviceId, extra),
  });

async function struck(t: TestApp, who: SignedIn, serviceId: number, counsellorId?: number) {
  const query = counsellorId === undefined ? '' : `?counsellor_id=${counsellorId}`;
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/services/booked-sessions/${serviceId}/${query}`,
    headers: who.headers,
  });
  expect(response.statusCode).toBe(200);
  return bookedSessionsResponseSchema.parse(response.json()).booked_sessions;
}

const counsellorOf = async (t: TestApp, id: number) =>
  (await t.db.select().from(bookings).where(eq(bookings.id, id)))[0]!.counsellorId;

describe('capacity: who works when, and booked-sessions', () => {
  const t = suiteApp({ now: () => NOON_IST });
  const SERVICE = 101;
  let asha: SignedIn;
  let anita: number;
  let bela: number;

  beforeAll(async () => {
    await retireTeam(t.db, SERVICE);
    anita = await addCounsellor(t.db, { slug: 'anita', services: [SERVICE] });
    // Bela works two slots a day, and offers another service too.
    bela = await addCounsellor(t.db, { slug: 'bela', services: [SERVICE, 102], times: ['09:15', '10:30'] });
    asha = await person(t);
  });

  it('strikes nothing while someone works every slot, and for one counsellor every slot they do not work', async () => {
    expect(await struck(t, asha, SERVICE)).toEqual([]);
    expect(await struck(t, asha, SERVICE, anita)).toEqual([]);
    const notBela = SLOT_TIMES.filter((time) => time !== '09:15' && time !== '10:30');
    expect(await struck(t, asha, SERVICE, bela)).toEqual(every(WINDOW, notBela));
  });

  it('takes exactly that counsellor’s slots away with time off; a slot with nobody left is struck for everyone', async () => {
    await addTimeOff(t.db, anita, '2026-11-24');
    const notBela = SLOT_TIMES.filter((time) => time !== '09:15' && time !== '10:30');
    expect(await struck(t, asha, SERVICE)).toEqual(every(['2026-11-24'], notBela));
    expect(await struck(t, asha, SERVICE, anita)).toEqual(every(['2026-11-24']));
    // Bela's slots are as they were.
    expect(await struck(t, asha, SERVICE, bela)).toEqual(every(WINDOW, notBela));
  });

  it('lets a one-day override add a slot inside time off and remove one from the week', async () => {
    await setOverride(t.db, anita, '2026-11-24', '13:00', true);
    await setOverride(t.db, anita, '2026-11-25', '08:00', false);
    const notBela = SLOT_TIMES.filter((time) => time !== '09:15' && time !== '10:30' && time !== '13:00');
    expect(await struck(t, asha, SERVICE)).toEqual([
      ...every(['2026-11-24'], notBela),
      { date: '2026-11-25', start_time: '08:00:00' },
    ]);
    const booked = await bookOn(t, asha, { date: '2026-11-24', time: '13:00' }, SERVICE);
    expect(booked.statusCode).toBe(201);
    expect(await counsellorOf(t, booked.json().booked_session.id)).toBe(anita);
    const refused = await bookOn(t, await person(t), { date: '2026-11-25', time: '08:00' }, SERVICE);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(BOOKING_MESSAGES.slotTaken);
  });

  it('strikes a chosen counsellor’s booked slot for them only while another is free, and for everyone once not', async () => {
    const slot = { date: '2026-11-26', time: '09:15' };
    const chosen = await bookOn(t, await person(t), slot, SERVICE, { counsellor_id: bela });
    expect(chosen.statusCode).toBe(201);
    expect(await counsellorOf(t, chosen.json().booked_session.id)).toBe(bela);
    const key = { date: slot.date, start_time: '09:15:00' };
    expect(await struck(t, asha, SERVICE)).not.toContainEqual(key);
    expect(await struck(t, asha, SERVICE, bela)).toContainEqual(key);
    expect(await struck(t, asha, SERVICE, anita)).not.toContainEqual(key);

    // Bela is taken: a second client choosing her is refused, while "first available" gets Anita.
    const again = await bookOn(t, await person(t), slot, SERVICE, { counsellor_id: bela });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(BOOKING_MESSAGES.slotTaken);
    const first = await bookOn(t, await person(t), slot, SERVICE);
    expect(first.statusCode).toBe(201);
    expect(await counsellorOf(t, first.json().booked_session.id)).toBe(anita);
    expect(await struck(t, asha, SERVICE)).toContainEqual(key);
    const none = await bookOn(t, await person(t), slot, SERVICE);
    expect(none.statusCode).toBe(409);
    expect(none.json().message).toBe(BOOKING_MESSAGES.slotTaken);
  });

  it('marks the caller’s own hold held_by_you, and refuses an unknown counsellor or service', async () => {
    const own = await person(t);
    const slot = { date: '2026-11-27', time: '10:30' };
    expect((await bookOn(t, own, slot, SERVICE)).statusCode).toBe(201);
    expect(await struck(t, own, SERVICE)).toContainEqual({
      date: slot.date,
      start_time: '10:30:00',
      held_by_you: true,
    });
    const unknown = await t.app.inject({
      method: 'GET',
      url: `/api/services/booked-sessions/${SERVICE}/?counsellor_id=999999`,
      headers: own.headers,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(BOOKING_MESSAGES.counsellorNotFound);
    const bad = await t.app.inject({
      method: 'GET',
      url: `/api/services/booked-sessions/${SERVICE}/?counsellor_id=anyone`,
      headers: own.headers,
    });
    expect(bad.statusCode).toBe(400);
    const unknownBooking = await bookOn(t, own, { date: '2026-11-27', time: '13:00' }, SERVICE, {
      counsellor_id: 999999,
    });
    expect(unknownBooking.statusCode).toBe(404);
    expect(unknownBooking.json().message).toBe(BOOKING_MESSAGES.counsellorNotFound);
  });

  it('keeps a rescheduled session with its counsellor, at a time they work and are free', async () => {
    const who = await person(t);
    const booked = await bookOn(t, who, { date: '2026-11-26', time: '10:30' }, SERVICE, {
      counsellor_id: bela,
      payment_method: 'credits',
    });
    // No membership: credits are refused; book by card and confirm it as a payment would.
    expect(booked.statusCode).toBe(409);
    const held = await bookOn(t, who, { date: '2026-11-26', time: '10:30' }, SERVICE, { counsellor_id: bela });
    const id = held.json().booked_session.id as number;
    const confirmed = await t.db.transaction((tx) => confirmBooking(tx, id, new Date(NOON_IST), 'https://m/{room}'));
    expect(confirmed.kind).toBe('confirmed');
    const move = (time: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/users/bookings/${id}/reschedule/`,
        headers: who.headers,
        payload: { date: '2026-11-27', start_time: `${time}:00` },
      });
    // Anita is free at 13:00 on the 27th, Bela does not work then.
    const refused = await move('13:00');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(BOOKING_MESSAGES.slotTaken);
    expect((await move('09:15')).statusCode).toBe(200);
    const [row] = await t.db.select().from(bookings).where(eq(bookings.id, id));
    expect(row).toMatchObject({ date: '2026-11-27', startTime: '09:15:00', counsellorId: bela });
  });
});

describe('first available: the fewest sessions that week, ties by id', () => {
  const t = suiteApp({ now: () => NOON_IST });
  const SERVICE = 201;
  let ids: number[];

  beforeAll(async () => {
    await retireTeam(t.db, SERVICE);
    ids = [
      await addCounsellor(t.db, { slug: 'xena', services: [SERVICE] }),
      await addCounsellor(t.db, { slug: 'yamini', services: [SERVICE] }),
      await addCounsellor(t.db, { slug: 'zoya', services: [SERVICE] }),
    ];
  });

  const takerOf = async (slot: Slot, extra: Record<string, unknown> = {}) => {
    const response = await bookOn(t, await person(t), slot, SERVICE, extra);
    expect(response.statusCode).toBe(201);
    return counsellorOf(t, response.json().booked_session.id);
  };

  it('gives equal counsellors sessions in turn, and the next to the least busy that week', async () => {
    const [x, y, z] = ids as [number, number, number];
    // Monday 23 to Friday 27 November is one week.
    expect(await takerOf({ date: '2026-11-23', time: '08:00' })).toBe(x);
    expect(await takerOf({ date: '2026-11-23', time: '09:15' })).toBe(y);
    expect(await takerOf({ date: '2026-11-24', time: '08:00' })).toBe(z);
    expect(await takerOf({ date: '2026-11-24', time: '09:15' })).toBe(x);
    // Chosen, Zoya takes a second session whatever her week: now Yamini has the fewest.
    expect(await takerOf({ date: '2026-11-25', time: '08:00' }, { counsellor_id: z })).toBe(z);
    expect(await takerOf({ date: '2026-11-25', time: '09:15' })).toBe(y);
    // Sunday 22 November is the week before: every count starts at 0 there, so the tie goes to the lowest id.
    expect(await takerOf({ date: '2026-11-22', time: '08:00' })).toBe(x);
    // An expired hold is no session: Xena's hold runs out, and she is tied with the others again.
    await t.db
      .update(bookings)
      .set({ holdExpiresAt: new Date(NOON_IST - MINUTE) })
      .where(eq(bookings.counsellorId, x));
    expect(await takerOf({ date: '2026-11-26', time: '08:00' })).toBe(x);
  });

  it('books exactly as many of 10 simultaneous clients as counsellors are free, each with another one, no 5xx', async () => {
    const slot = { date: '2026-11-27', time: '16:45' };
    const clients: SignedIn[] = [];
    for (let i = 0; i < 10; i += 1) clients.push(await person(t));
    const responses = await Promise.all(clients.map((who) => bookOn(t, who, slot, SERVICE)));
    const codes = responses.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(3);
    expect(codes.filter((c) => c === 409)).toHaveLength(7);
    const rows = await t.db.select().from(bookings).where(eq(bookings.date, slot.date));
    expect(new Set(rows.filter((r) => r.startTime === '16:45:00').map((r) => r.counsellorId))).toEqual(new Set(ids));
  });
});

describe('a payment after its hold ran out', () => {
  const t = suiteApp({ now: () => NOON_IST });
  const SERVICE = 301;
  let first: number;
  let second: number;

  beforeAll(async () => {
    await retireTeam(t.db, SERVICE);
    first = await addCounsellor(t.db, { slug: 'first', services: [SERVICE] });
    second = await addCounsellor(t.db, { slug: 'second', services: [SERVICE] });
  });

  /**
   * A hold on `slot` that ran out, then its payment; with `rival`, someone else took its counsellor before the
   * payment came.
   */
  async function latePayment(slot: Slot, extra: Record<string, unknown>, rival: boolean) {
    const late = await bookOn(t, await person(t), slot, SERVICE, extra);
    const id = late.json().booked_session.id as number;
    const taker = await counsellorOf(t, id);
    await t.db
      .update(bookings)
      .set({ holdExpiresAt: new Date(NOON_IST - MINUTE) })
      .where(eq(bookings.id, id));
    if (rival) expect((await bookOn(t, await person(t), slot, SERVICE, { counsellor_id: taker })).statusCode).toBe(201);
    const result = await t.db.transaction((tx) => confirmBooking(tx, id, new Date(NOON_IST), 'https://m/{room}'));
    return { taker, result };
  }

  it('keeps the same counsellor when still free', async () => {
    const { taker, result } = await latePayment({ date: '2026-11-23', time: '08:00' }, {}, false);
    expect(result).toMatchObject({ kind: 'confirmed', booking: { counsellorId: taker, status: 'confirmed' } });
  });

  it('moves a first-available session to another free counsellor when its own was taken meanwhile', async () => {
    const { taker, result } = await latePayment({ date: '2026-11-24', time: '08:00' }, {}, true);
    expect(result.kind).toBe('confirmed');
    expect(result.booking.counsellorId).toBe(taker === first ? second : first);
  });

  it('never moves a chosen counsellor’s session: the slot is lost and the money goes back', async () => {
    const { result } = await latePayment({ date: '2026-11-25', time: '08:00' }, { counsellor_id: second }, true);
    expect(result.kind).toBe('slot_lost');
  });
});
