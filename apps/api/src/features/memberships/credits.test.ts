import { bookingDetailsResponseSchema, bookNowResponseSchema, formatDateLong, SLOT_TIMES } from '@sukoon/contracts';
import { mailCopy } from '@sukoon/contracts/copy/mail';
import { ordersCopy } from '@sukoon/contracts/copy/orders';
import { and, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { signedInUser, type SignedIn } from '../accounts/testing';
import { BOOKING_MESSAGES } from '@sukoon/contracts/copy/booking';
import { bookings } from '../bookings/schema';
import { bookNowPayload, slotSequence } from '../bookings/testing';
import { giveMembership, ledgerOf, membershipRow } from './testing';
import { suiteAppOnClock } from '../../testing/suiteApp';

const NOON_IST = Date.parse('2026-11-21T06:30:00Z');
const DAY = 24 * 60 * 60_000;
const INDIVIDUAL = 101; // ₹5,000: one credit
const COUPLES = 501; // ₹10,000: two credits
const STUDENT = 601; // ₹2,000: one credit

describe('paying for sessions with membership credits', () => {
  const { clock, t } = suiteAppOnClock(NOON_IST);
  let asha: SignedIn;
  let people = 0;
  /** A fresh slot of 22 to 27 November for each booking, so tests never meet each other's bookings. */
  const nextSlot = slotSequence(22);

  beforeEach(async () => {
    clock.set(NOON_IST);
    people += 1;
    asha = await signedInUser(t.db, `credits${people}@example.com`, NOON_IST, 'Asha');
  });

  const bookNow = (
    who: SignedIn,
    slot: { date: string; time: string },
    extra: Record<string, unknown> = {},
    serviceId = INDIVIDUAL,
  ) =>
    t.app.inject({
      method: 'POST',
      url: '/api/services/book-now/',
      headers: who.headers,
      payload: bookNowPayload(slot, serviceId, { payment_method: 'credits', ...extra }),
    });
  const gold = (who: SignedIn, credits = 10, endsAt: Date | null = new Date(NOON_IST + 180 * DAY)) =>
    giveMembership(t.db, who.id, { credits, endsAt, now: NOON_IST });
  const slotRows = (slot: { date: string; time: string }, serviceId = INDIVIDUAL) =>
    t.db
      .select()
      .from(bookings)
      .where(
        and(eq(bookings.serviceId, serviceId), eq(bookings.date, slot.date), eq(bookings.startTime, `${slot.time}:00`)),
      );

  it('books and confirms at once: meeting link, payment success, credits taken, ledger, mail with the invitation', async () => {
    await gold(asha);
    const slot = nextSlot();
    const response = await bookNow(asha, slot);
    expect(response.statusCode).toBe(201);
    const body = bookNowResponseSchema.parse(response.json());
    expect(body).toMatchObject({
      success: true,
      message: ordersCopy.credits.booked(1, 9),
      payment_method: 'credits',
      credits_used: 1,
      credits_remaining: 9,
      booked_session: { date: slot.date, status: 'confirmed', payment_status: 'success', final_price: '5000.00' },
    });
    expect(body.booked_session.meeting_link).toMatch(/^https:\/\/meet\.jit\.si\/sukoon-[0-9a-f]{20}$/);
    expect((await membershipRow(t.db, asha.id))!.credits).toBe(9);
    expect((await ledgerOf(t.db, asha.id)).map((l) => [l.reason, l.change, l.balanceAfter, l.bookingId])).toEqual([
      ['booking', -1, 9, body.booked_session.id],
    ]);

    const list = bookingDetailsResponseSchema.parse(
      (await t.app.inject({ method: 'GET', url: '/api/users/booking-details/', headers: asha.headers })).json(),
    );
    expect(list).toEqual([
      expect.objectContaining({
        id: body.booked_session.id,
        title: 'Individual Counselling (Virtual)',
        payment_status: 'success',
        payment_method: 'credits',
        credits_used: 1,
        meeting_link: body.booked_session.meeting_link,
        feedback_status: 'pending',
        session_completed: false,
        can_submit_feedback: false,
      }),
    ]);

    const mail = (await t.mailer.outbox!.list()).find((m) => m.to === asha.email)!;
    expect(mail.subject).toContain('Session confirmed');
    expect(mail.text).toContain(
      `${mailCopy.bookingConfirmed.labels.paidWith}: ${mailCopy.bookingConfirmed.credits(1)}`,
    );
    expect(mail.attachments.map((a) => a.filename)).toEqual(['session.ics']);
  });

  it('takes ceil(price / 5000) credits: one for ₹2,000, two for ₹10,000', async () => {
    await gold(asha, 3);
    expect((await bookNow(asha, nextSlot(), {}, STUDENT)).json().credits_used).toBe(1);
    expect((await bookNow(asha, nextSlot(), {}, COUPLES)).json().credits_used).toBe(2);
    expect((await membershipRow(t.db, asha.id))!.credits).toBe(0);
  });

  it('refuses without a membership, with too few credits, and after the membership ended; the slot stays free', async () => {
    const slot = nextSlot();
    const none = await bookNow(asha, slot);
    expect(none.statusCode).toBe(409);
    expect(none.json().message).toBe(ordersCopy.credits.noMembership);

    await gold(asha, 1, new Date(NOON_IST + DAY));
    const tooFew = await bookNow(asha, slot, {}, COUPLES);
    expect(tooFew.statusCode).toBe(409);
    expect(tooFew.json().message).toBe(ordersCopy.credits.notEnough(2, 1));
    expect(await slotRows(slot, COUPLES)).toEqual([]);

    // Expired memberships cannot pay, whatever credits are left on them.
    clock.advance(2 * DAY);
    const later = { date: '2026-11-25', time: '10:30' };
    const expired = await bookNow(asha, later);
    expect(expired.statusCode).toBe(409);
    expect(expired.json().message).toBe(ordersCopy.credits.expired(formatDateLong('2026-11-22')));
    expect(await slotRows(later)).toEqual([]);
    expect((await membershipRow(t.db, asha.id))!.credits).toBe(1);
    expect(await ledgerOf(t.db, asha.id)).toEqual([]);
  });

  it('refuses a coupon with credits instead of ignoring it', async () => {
    await gold(asha);
    const response = await bookNow(asha, nextSlot(), { coupon_code: 'WELCOME10' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: ordersCopy.coupon.notWithCredits,
      errors: { coupon_code: [ordersCopy.coupon.notWithCredits] },
    });
    expect((await membershipRow(t.db, asha.id))!.credits).toBe(10);
  });

  it('answers a retried request with the same booking and takes the credits once', async () => {
    await gold(asha);
    const slot = nextSlot();
    const first = await bookNow(asha, slot);
    const again = await bookNow(asha, slot);
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({
      message: BOOKING_MESSAGES.alreadyBooked,
      booked_session: { id: first.json().booked_session.id },
    });
    expect((await membershipRow(t.db, asha.id))!.credits).toBe(9);
  });

  it('turns the person’s own unpaid hold of the slot into the credit booking', async () => {
    await gold(asha);
    const slot = nextSlot();
    const hold = await bookNow(asha, slot, { payment_method: 'card' });
    expect(hold.statusCode).toBe(201);
    const paid = await bookNow(asha, slot);
    expect(paid.statusCode).toBe(201);
    expect(paid.json().booked_session.id).toBe(hold.json().booked_session.id);
    expect((await slotRows(slot)).map((r) => [r.status, r.paymentMethod, r.creditsUsed])).toEqual([
      ['confirmed', 'credits', 1],
    ]);
  });

  it('never spends a credit twice: 20 concurrent bookings of 20 slots with credits for 5 give exactly 5', async () => {
    await gold(asha, 5);
    const twenty = SLOT_TIMES.flatMap((time) => [
      { date: '2026-11-26', time },
      { date: '2026-11-27', time },
    ]);
    expect(twenty).toHaveLength(20);
    const responses = await Promise.all(twenty.map((slot) => bookNow(asha, slot)));
    const codes = responses.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(5);
    expect(codes.filter((c) => c === 409)).toHaveLength(15);
    for (const refused of responses.filter((r) => r.statusCode === 409)) {
      expect(refused.json().message).toBe(ordersCopy.credits.notEnough(1, 0));
    }
    expect((await membershipRow(t.db, asha.id))!.credits).toBe(0);
    const ledger = await ledgerOf(t.db, asha.id);
    expect(ledger.map((l) => l.change)).toEqual([-1, -1, -1, -1, -1]);
    expect(ledger.map((l) => l.balanceAfter).sort()).toEqual([0, 1, 2, 3, 4]);
    const booked = await t.db.select().from(bookings).where(eq(bookings.userId, asha.id));
    expect(booked.map((b) => b.status)).toEqual(Array(5).fill('confirmed'));
    expect(new Set(booked.map((b) => b.id))).toEqual(new Set(ledger.map((l) => l.bookingId)));
  });
});
