// Rescheduling and cancelling a confirmed session through the HTTP API, on the real database (PGlite, or
// PostgreSQL with DATABASE_URL); it also reads what the change did to memberships, payments and staff's lists.
import {
  bookedSessionsResponseSchema,
  bookingChangeResponseSchema,
  bookingDetailsResponseSchema,
  formatDateLong,
  formatTimeIst,
  invoicesResponseSchema,
  normaliseBooking,
  pathOf,
  paymentOrderResponseSchema,
  slotInstant,
  staffRefundsResponseSchema,
  staffSessionsResponseSchema,
} from '@sukoon/contracts';
import { mailCopy } from '@sukoon/contracts/copy/mail';
import { staffCopy } from '@sukoon/contracts/copy/staff';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { LIMITS } from '../../http/limits';
import { mailOutbox } from '../../mail/schema';
import { createTestApp } from '../../testing/testApp';
import { signedInStaff, signedInUser, type SignedIn } from '../accounts/testing';
import { FEEDBACK_MESSAGES } from '@sukoon/contracts/copy/bookings';
import { giveMembership, ledgerOf, membershipRow } from '../memberships/testing';
import { payments } from '../payments/schema';
import { REFUND_NOTES } from '../payments/settle';
import { paymentsFixture } from '../payments/testing';
import { BOOKING_MESSAGES } from '@sukoon/contracts/copy/booking';
import { bookings } from './schema';
import { bookNowPayload, type Slot } from './testing';
import { suiteApp } from '../../testing/suiteApp';

// Saturday 21 November 2026, 12:00 in India: the window is 21 to 27 November.
const NOON_IST = Date.parse('2026-11-21T06:30:00Z');
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const INDIVIDUAL = 101; // INR 5,000: one credit
const CARD_SERVICE = 501;

interface OutboxJson {
  id: number;
  to: string;
  subject: string;
  text: string;
}

const startOf = (slot: Slot) => slotInstant(slot.date, slot.time).getTime();
const icsField = (ics: string, name: string) => new RegExp(`^${name}:(.+)$`, 'm').exec(ics)?.[1]?.trim();

describe('rescheduling and cancelling a confirmed session', () => {
  const t = suiteApp({ now: () => NOON_IST });
  let people = 0;
  const { book, toGateway, press } = paymentsFixture(() => t);

  afterEach(async () => {
    await setClock(null);
  });

  /** Moves the demo test clock (POST /dev/clock), or back to the pinned noon with null. */
  async function setClock(instant: number | null) {
    const now = instant === null ? null : new Date(instant).toISOString();
    expect((await t.app.inject({ method: 'POST', url: '/dev/clock', payload: { now } })).statusCode).toBe(200);
  }

  /** A signed-in client with 10 credits valid for a month. */
  async function client(name = 'Asha') {
    people += 1;
    const who = await signedInUser(t.db, `changes${people}@example.com`, NOON_IST, name);
    await giveMembership(t.db, who.id, { credits: 10, endsAt: new Date(NOON_IST + 30 * DAY), now: NOON_IST });
    return who;
  }

  const bookNow = (who: SignedIn, slot: Slot, serviceId = INDIVIDUAL, extra: Record<string, unknown> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/services/book-now/',
      headers: who.headers,
      payload: bookNowPayload(slot, serviceId, extra),
    });

  async function bookWithCredits(who: SignedIn, slot: Slot) {
    const response = await bookNow(who, slot, INDIVIDUAL, { payment_method: 'credits' });
    expect(response.statusCode).toBe(201);
    return response.json().booked_session as { id: number; meeting_link: string };
  }

  /** Books `slot` by card and pays it on the test gateway: the booking id and its payment's txnid. */
  async function paidByCard(who: SignedIn, slot: Slot) {
    const booking = await book(who, CARD_SERVICE, slot);
    const { body, pay } = await toGateway(who, booking.id);
    await press(pay);
    return { id: booking.id, txnid: body.transaction_id! };
  }

  const reschedule = (who: SignedIn | undefined, id: number | string, slot: Slot) =>
    t.app.inject({
      method: 'POST',
      url: `/api/users/bookings/${id}/reschedule/`,
      headers: who?.headers ?? {},
      payload: { date: slot.date, start_time: `${slot.time}:00` },
    });
  const cancel = (who: SignedIn | undefined, id: number | string) =>
    t.app.inject({ method: 'POST', url: `/api/users/bookings/${id}/cancel/`, headers: who?.headers ?? {} });

  const get = (url: string, who: SignedIn) => t.app.inject({ method: 'GET', url, headers: who.headers });
  const myBookings = async (who: SignedIn) =>
    bookingDetailsResponseSchema.parse((await get('/api/users/booking-details/', who)).json());
  const taken = async (who: SignedIn, serviceId = INDIVIDUAL) =>
    bookedSessionsResponseSchema
      .parse((await get(`/api/services/booked-sessions/${serviceId}/`, who)).json())
      .booked_sessions.map((s) => `${s.date} ${s.start_time.slice(0, 5)}`);
  const bookingRow = async (id: number) => (await t.db.select().from(bookings).where(eq(bookings.id, id)))[0]!;
  const remindersOf = async (id: number) =>
    (await t.db.select().from(mailOutbox).where(eq(mailOutbox.reminderBookingId, id)).orderBy(mailOutbox.id)).map(
      (r) => [r.status, r.nextAttemptAt.toISOString()],
    );
  /** The person's mails (the demo outbox) whose subject starts with `prefix`, with their .ics. */
  async function mailsTo(who: SignedIn, prefix: string) {
    const all = (await t.app.inject({ method: 'GET', url: '/dev/mail.json' })).json() as OutboxJson[];
    const mine = all.filter((m) => m.to === who.email && m.subject.startsWith(prefix));
    return Promise.all(
      mine.map(async (m) => ({
        ...m,
        ics: (await t.app.inject({ method: 'GET', url: `/dev/mail/${m.id}/attachments/0` })).body,
      })),
    );
  }

  it('needs a bearer token, and answers another person’s or an unknown booking with the same 404', async () => {
    const asha = await client();
    const ravi = await client('Ravi');
    const { id } = await bookWithCredits(asha, { date: '2026-11-24', time: '08:00' });
    expect((await cancel(undefined, id)).statusCode).toBe(401);
    expect((await reschedule(undefined, id, { date: '2026-11-24', time: '09:15' })).statusCode).toBe(401);
    for (const response of [
      await cancel(ravi, id),
      await reschedule(ravi, id, { date: '2026-11-24', time: '09:15' }),
      await cancel(asha, 999_999),
    ]) {
      expect([response.statusCode, response.json().message]).toEqual([404, BOOKING_MESSAGES.bookingNotFound]);
    }
    expect((await bookingRow(id)).status).toBe('confirmed');
    const unreadable = await reschedule(asha, id, { date: '24-11-2026', time: '09:15' });
    expect(unreadable.statusCode).toBe(400);
    expect(unreadable.json().errors).toHaveProperty('date');
  });

  it('limits reschedules and cancels together per person, as book-now is limited', async () => {
    const asha = await client();
    const { max } = LIMITS['changeBooking.person'];
    for (let i = 0; i < max; i += 1) {
      const response =
        i % 2 ? await cancel(asha, 999_999) : await reschedule(asha, 999_999, { date: '2026-11-24', time: '09:15' });
      expect(response.statusCode).toBe(404);
    }
    expect((await cancel(asha, 999_999)).statusCode).toBe(429);
  });

  it('refuses an unpaid hold with 409', async () => {
    const asha = await client();
    const held = await bookNow(asha, { date: '2026-11-24', time: '09:15' }, CARD_SERVICE);
    const id = held.json().booked_session.id as number;
    for (const response of [
      await cancel(asha, id),
      await reschedule(asha, id, { date: '2026-11-24', time: '10:30' }),
    ]) {
      expect([response.statusCode, response.json().message]).toEqual([409, BOOKING_MESSAGES.notConfirmed]);
    }
  });

  it('cancels a credit booking: the credits back once with a refund ledger row, the slot free, reminders stopped, the CANCEL mailed', async () => {
    const asha = await client();
    const ravi = await client('Ravi');
    const slot = { date: '2026-11-23', time: '10:30' };
    const { id } = await bookWithCredits(asha, slot);
    expect((await membershipRow(t.db, asha.id))?.credits).toBe(9);
    expect(await taken(ravi)).toContain('2026-11-23 10:30');

    const response = await cancel(asha, id);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const answer = bookingChangeResponseSchema.parse(response.json());
    expect(answer).toMatchObject({
      success: true,
      message: BOOKING_MESSAGES.cancelledWithCredits(1, 10),
      credits_returned: 1,
      credits_remaining: 10,
    });
    expect(answer.refund_requested).toBeUndefined();
    expect(answer.booking).toMatchObject({
      id,
      status: 'cancelled',
      cancelled_at: new Date(NOON_IST).toISOString(),
      credits_returned: 1,
      refund_status: null,
      meeting_link: null,
      changes_close_at: null,
      change_cutoff_hours: 24,
      payment_status: 'success',
    });
    expect(normaliseBooking(answer.booking).cancellation).toEqual({
      at: new Date(NOON_IST).toISOString(),
      refund: null,
      creditsReturned: 1,
    });

    expect((await membershipRow(t.db, asha.id))?.credits).toBe(10);
    expect((await ledgerOf(t.db, asha.id)).map((r) => [r.reason, r.change, r.balanceAfter, r.bookingId])).toEqual([
      ['booking', -1, 9, id],
      ['refund', 1, 10, id],
    ]);
    expect(await bookingRow(id)).toMatchObject({ status: 'cancelled', calendarSequence: 1 });
    // The slot is free: gone from the grid, and someone else books it.
    expect(await taken(ravi)).not.toContain('2026-11-23 10:30');
    expect((await bookNow(ravi, slot, INDIVIDUAL, { payment_method: 'credits' })).statusCode).toBe(201);
    expect((await remindersOf(id)).map(([status]) => status)).toEqual(['cancelled', 'cancelled']);

    const [mail, ...more] = await mailsTo(asha, 'Session cancelled:');
    expect(more).toEqual([]);
    expect(mail!.subject).toBe(
      mailCopy.sessionCancelled.subject('Individual Counselling (Virtual)', formatDateLong(slot.date)),
    );
    expect(mail!.text).toContain(mailCopy.sessionCancelled.creditsReturned(1));
    expect(icsField(mail!.ics, 'METHOD')).toBe('CANCEL');
    expect(icsField(mail!.ics, 'STATUS')).toBe('CANCELLED');
    expect(icsField(mail!.ics, 'SEQUENCE')).toBe('1');
    expect(icsField(mail!.ics, 'UID')).toBe(`booking-${id}@localhost`);

    // A retried cancel is refused and gives nothing back twice.
    const retried = await cancel(asha, id);
    expect([retried.statusCode, retried.json().message]).toEqual([409, BOOKING_MESSAGES.alreadyCancelled]);
    expect((await membershipRow(t.db, asha.id))?.credits).toBe(10);
    expect(await ledgerOf(t.db, asha.id)).toHaveLength(2);
    expect(await mailsTo(asha, 'Session cancelled:')).toHaveLength(1);
    // Once its time has passed, a cancelled session takes no feedback.
    await setClock(startOf(slot) + 2 * HOUR);
    const feedback = await t.app.inject({
      method: 'POST',
      url: '/api/testimonials/review/',
      headers: asha.headers,
      payload: {
        booking_id: id,
        service: INDIVIDUAL,
        comment: 'Never held.',
        rating: 5,
        would_recommend: true,
        is_admin_approved: false,
        approved_on_main_page: false,
      },
    });
    expect([feedback.statusCode, feedback.json().message]).toEqual([409, FEEDBACK_MESSAGES.notPaid]);
    // Still listed, so the client sees what became of the credits.
    expect((await myBookings(asha)).find((b) => b.id === id)).toMatchObject({
      status: 'cancelled',
      credits_returned: 1,
    });
  });

  it('returns the credits to a membership that has ended since, and says they lapse with it', async () => {
    people += 1;
    const asha = await signedInUser(t.db, `changes${people}@example.com`, NOON_IST);
    const endsAt = new Date(NOON_IST + DAY);
    await giveMembership(t.db, asha.id, { credits: 3, endsAt, now: NOON_IST });
    const { id } = await bookWithCredits(asha, { date: '2026-11-27', time: '10:30' });
    await setClock(NOON_IST + 2 * DAY);
    const answer = bookingChangeResponseSchema.parse((await cancel(asha, id)).json());
    expect(answer).toMatchObject({
      message: BOOKING_MESSAGES.cancelledCreditsLapsed(1, formatDateLong('2026-11-22')),
      credits_returned: 1,
      credits_remaining: 3,
    });
    expect((await ledgerOf(t.db, asha.id)).at(-1)).toMatchObject({ reason: 'refund', change: 1, balanceAfter: 3 });
  });

  it('gives the credits back once when two cancels of one booking arrive at once', async () => {
    const asha = await client();
    const { id } = await bookWithCredits(asha, { date: '2026-11-25', time: '08:00' });
    const codes = (await Promise.all([cancel(asha, id), cancel(asha, id), cancel(asha, id)])).map((r) => r.statusCode);
    expect(codes.sort()).toEqual([200, 409, 409]);
    expect((await membershipRow(t.db, asha.id))?.credits).toBe(10);
    expect((await ledgerOf(t.db, asha.id)).filter((r) => r.reason === 'refund')).toHaveLength(1);
  });

  it('cancels a card booking: the payment waits on staff’s refund list, the invoice stays, the day’s sessions drop it', async () => {
    const asha = await client();
    const staff = await signedInStaff(t.db, 'changes-staff@example.com', NOON_IST);
    const slot = { date: '2026-11-24', time: '11:45' };
    const { id, txnid } = await paidByCard(asha, slot);
    const dayIds = async () =>
      staffSessionsResponseSchema
        .parse((await get(`/api/staff/sessions/?date=${slot.date}`, staff)).json())
        .sessions.map((s) => s.booking_id);
    expect(await dayIds()).toContain(id);

    const response = await cancel(asha, id);
    expect(response.statusCode).toBe(200);
    const answer = bookingChangeResponseSchema.parse(response.json());
    expect(answer).toMatchObject({ message: BOOKING_MESSAGES.cancelledWithRefund, refund_requested: true });
    expect(answer.credits_returned).toBeUndefined();
    expect(answer.booking).toMatchObject({ status: 'cancelled', refund_status: 'requested', credits_returned: null });

    const refunds = staffRefundsResponseSchema.parse((await get('/api/staff/refunds/', staff)).json());
    const refund = refunds.find((r) => r.txnid === txnid);
    expect(refund).toMatchObject({
      reason: staffCopy.refunds.askedByClient,
      requested_at: new Date(NOON_IST).toISOString(),
      refunded_at: null,
    });
    expect(await dayIds()).not.toContain(id);
    const invoices = invoicesResponseSchema.parse((await get('/api/invoices/', asha)).json());
    expect(invoices.filter((invoice) => invoice.booking_id === id)).toHaveLength(1);
    const [mail] = await mailsTo(asha, 'Session cancelled:');
    expect(mail!.text).toContain(mailCopy.sessionCancelled.refundRequested);
    expect(mail!.text).toContain(txnid);

    // The client's data download tells the cancellation too.
    const data = (await get('/api/users/my-data/', asha)).json() as { bookings: Record<string, unknown>[] };
    expect(data.bookings.find((b) => b.id === id)).toMatchObject({
      status: 'cancelled',
      cancelledAt: new Date(NOON_IST).toISOString(),
    });

    // Once staff paid it back, My Bookings says so.
    const marked = await t.app.inject({
      method: 'PATCH',
      url: `/api/staff/refunds/${refund!.payment_id}/`,
      headers: staff.headers,
    });
    expect(marked.statusCode).toBe(200);
    expect((await myBookings(asha)).find((b) => b.id === id)?.refund_status).toBe('refunded');
  });

  it('keeps a cancelled card booking paid on the status page, and flags a late second payment for refund', async () => {
    const asha = await client();
    const booking = await book(asha, CARD_SERVICE, { date: '2026-11-26', time: '16:45' });
    // Two checkouts of one hold (two tabs): the first pays, the session is cancelled, then the second pays.
    const first = await toGateway(asha, booking.id);
    const second = await toGateway(asha, booking.id);
    await press(first.pay);
    expect((await cancel(asha, booking.id)).statusCode).toBe(200);
    await press(second.pay);

    expect((await bookingRow(booking.id)).status).toBe('cancelled');
    const late = await t.db.select().from(payments).where(eq(payments.txnid, second.body.transaction_id!));
    expect(late[0]).toMatchObject({ status: 'success', refundDue: true, note: REFUND_NOTES.paidTwice });
    const order = await get(pathOf('paymentOrder', first.body.transaction_id!), asha);
    expect(paymentOrderResponseSchema.parse(order.json())).toMatchObject({ status: 'success', kind: 'session' });
  });

  it('reschedules: the old slot free, the new one taken, reminders moved, the updated invitation mailed', async () => {
    const asha = await client();
    const ravi = await client('Ravi');
    const from = { date: '2026-11-23', time: '14:15' };
    const to = { date: '2026-11-26', time: '09:15' };
    const { id, meeting_link } = await bookWithCredits(asha, from);
    const ledgerBefore = await ledgerOf(t.db, asha.id);

    const response = await reschedule(asha, id, to);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const answer = bookingChangeResponseSchema.parse(response.json());
    expect(answer.message).toBe(
      BOOKING_MESSAGES.rescheduled(formatDateLong(to.date), formatTimeIst(slotInstant(to.date, to.time))),
    );
    expect(answer.booking).toMatchObject({
      id,
      status: 'confirmed',
      date: to.date,
      start_time: '09:15:00',
      end_time: '10:15:00',
      meeting_link,
      changes_close_at: new Date(startOf(to) - DAY).toISOString(),
      cancelled_at: null,
    });
    expect(await taken(ravi)).toEqual(expect.arrayContaining(['2026-11-26 09:15']));
    expect(await taken(ravi)).not.toContain('2026-11-23 14:15');
    expect((await bookNow(ravi, to)).statusCode).toBe(409);
    expect((await bookNow(ravi, from)).statusCode).toBe(201);
    // Nothing about the payment changes.
    expect(await ledgerOf(t.db, asha.id)).toEqual(ledgerBefore);
    expect(await remindersOf(id)).toEqual([
      ['cancelled', new Date(startOf(from) - DAY).toISOString()],
      ['cancelled', new Date(startOf(from) - HOUR).toISOString()],
      ['scheduled', new Date(startOf(to) - DAY).toISOString()],
      ['scheduled', new Date(startOf(to) - HOUR).toISOString()],
    ]);

    const [confirmation] = await mailsTo(asha, 'Session confirmed:');
    const [moved, ...more] = await mailsTo(asha, 'Session moved:');
    expect(more).toEqual([]);
    expect(moved!.subject).toBe(
      mailCopy.sessionMoved.subject('Individual Counselling (Virtual)', formatDateLong(to.date)),
    );
    expect(moved!.text).toContain(meeting_link);
    expect(icsField(confirmation!.ics, 'SEQUENCE')).toBe('0');
    expect(icsField(moved!.ics, 'SEQUENCE')).toBe('1');
    expect(icsField(moved!.ics, 'UID')).toBe(icsField(confirmation!.ics, 'UID'));
    expect(icsField(moved!.ics, 'METHOD')).toBe('PUBLISH');
    expect(icsField(moved!.ics, 'DTSTART')).toBe('20261126T034500Z');

    // A second move raises the sequence again; the reminders follow once more.
    expect((await reschedule(asha, id, { date: '2026-11-26', time: '10:30' })).statusCode).toBe(200);
    expect((await bookingRow(id)).calendarSequence).toBe(2);
    expect((await remindersOf(id)).filter(([status]) => status === 'scheduled')).toHaveLength(2);
  });

  it('holds a new slot to every rule of a new booking, and a taken slot leaves the booking where it was', async () => {
    const asha = await client();
    const ravi = await client('Ravi');
    const slot = { date: '2026-11-25', time: '13:00' };
    const { id } = await bookWithCredits(asha, slot);
    await bookWithCredits(ravi, { date: '2026-11-25', time: '14:15' });
    for (const [target, status, message] of [
      [slot, 400, BOOKING_MESSAGES.sameSlot],
      [{ date: '2026-11-21', time: '08:00' }, 400, BOOKING_MESSAGES.past],
      [{ date: '2026-11-28', time: '10:30' }, 400, BOOKING_MESSAGES.outsideWindow],
      [{ date: '2026-11-25', time: '13:30' }, 400, BOOKING_MESSAGES.notInSeries],
      [{ date: '2026-11-25', time: '14:15' }, 409, BOOKING_MESSAGES.slotTaken],
    ] as const) {
      const response = await reschedule(asha, id, target);
      expect([target, response.statusCode, response.json().message]).toEqual([target, status, message]);
    }
    expect(await bookingRow(id)).toMatchObject({ date: slot.date, startTime: '13:00:00', calendarSequence: 0 });
    expect(await mailsTo(asha, 'Session moved:')).toEqual([]);
  });

  it('allows a change up to the cut-off instant and not a millisecond later, by the test clock', async () => {
    const asha = await client();
    const slot = { date: '2026-11-23', time: '08:00' };
    const closesAt = startOf(slot) - DAY;
    const { id } = await bookWithCredits(asha, slot);
    const other = await bookWithCredits(asha, { date: '2026-11-23', time: '09:15' });
    expect((await myBookings(asha)).find((b) => b.id === id)).toMatchObject({
      change_cutoff_hours: 24,
      changes_close_at: new Date(closesAt).toISOString(),
    });

    await setClock(closesAt + 1);
    for (const response of [
      await cancel(asha, id),
      await reschedule(asha, id, { date: '2026-11-24', time: '08:00' }),
    ]) {
      expect([response.statusCode, response.json().message]).toEqual([409, BOOKING_MESSAGES.pastCutoff(24)]);
    }
    expect((await bookingRow(id)).status).toBe('confirmed');

    await setClock(closesAt);
    expect((await cancel(asha, id)).statusCode).toBe(200);
    // Moved to a time already inside its cut-off: allowed, and the answer says it is final.
    const late = { date: '2026-11-22', time: '19:15' };
    const moved = await reschedule(asha, other.id, late);
    expect(moved.statusCode).toBe(200);
    expect(moved.json().message).toBe(
      `${BOOKING_MESSAGES.rescheduled(formatDateLong(late.date), formatTimeIst(slotInstant(late.date, late.time)))} ${BOOKING_MESSAGES.movedInsideCutoff(24)}`,
    );
    const again = await cancel(asha, other.id);
    expect([again.statusCode, again.json().message]).toEqual([409, BOOKING_MESSAGES.pastCutoff(24)]);
  });

  it('lets exactly one of a reschedule and simultaneous bookings take one slot; a losing move changes nothing', async () => {
    const asha = await client();
    const racers = [await client('Ravi'), await client('Kiran'), await client('Neha')];
    const from = { date: '2026-11-27', time: '08:00' };
    const target = { date: '2026-11-27', time: '16:45' };
    const { id } = await bookWithCredits(asha, from);
    const remindersBefore = await remindersOf(id);
    const responses = await Promise.all([
      reschedule(asha, id, target),
      ...racers.map((who) => bookNow(who, target, INDIVIDUAL, { payment_method: 'credits' })),
    ]);
    const codes = responses.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200 || c === 201)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(racers.length);
    for (const r of responses.filter((r) => r.statusCode === 409))
      expect(r.json().message).toBe(BOOKING_MESSAGES.slotTaken);
    const holders = await t.db.select().from(bookings).where(eq(bookings.date, target.date));
    expect(holders.filter((b) => b.startTime === '16:45:00' && b.status === 'confirmed')).toHaveLength(1);
    if (codes[0] === 409) {
      expect(await bookingRow(id)).toMatchObject({ date: from.date, startTime: '08:00:00', calendarSequence: 0 });
      expect(await remindersOf(id)).toEqual(remindersBefore);
    }
  });
});

describe('the change cut-off setting', () => {
  it('follows BOOKING_CHANGE_CUTOFF_HOURS', async () => {
    const t = await createTestApp({ now: () => NOON_IST, env: { BOOKING_CHANGE_CUTOFF_HOURS: '2' } });
    try {
      const asha = await signedInUser(t.db, 'cutoff@example.com', NOON_IST);
      await giveMembership(t.db, asha.id, { credits: 2, endsAt: null, now: NOON_IST });
      // 15:30 today: 3.5 hours away, inside 24 but outside 2.
      const slot = { date: '2026-11-21', time: '15:30' };
      const booked = await t.app.inject({
        method: 'POST',
        url: '/api/services/book-now/',
        headers: asha.headers,
        payload: bookNowPayload(slot, INDIVIDUAL, { payment_method: 'credits' }),
      });
      const id = booked.json().booked_session.id as number;
      const list = bookingDetailsResponseSchema.parse(
        (await t.app.inject({ method: 'GET', url: '/api/users/booking-details/', headers: asha.headers })).json(),
      );
      expect(list[0]).toMatchObject({
        change_cutoff_hours: 2,
        changes_close_at: new Date(startOf(slot) - 2 * HOUR).toISOString(),
      });
      const cancelled = await t.app.inject({
        method: 'POST',
        url: `/api/users/bookings/${id}/cancel/`,
        headers: asha.headers,
      });
      expect(cancelled.statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});
