import { bookingDetailsResponseSchema, SLOT_TIMES, slotEndTime, slotInstant } from '@sukoon/contracts';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { signedInUser, type SignedIn } from '../accounts/testing';
import { giveMembership } from '../memberships/testing';
import { FEEDBACK_MESSAGES } from '@sukoon/contracts/copy/bookings';
import { testimonials } from './schema';
import { suiteAppOnClock } from '../../testing/suiteApp';
import { sampleReviewRequest } from '@sukoon/contracts/schemas/content.fixtures';

const NOON_IST = Date.parse('2026-11-21T06:30:00Z');
const HOUR = 60 * 60_000;
const INDIVIDUAL = 101;

describe('feedback on a session (POST /api/testimonials/review/)', () => {
  const { clock, t } = suiteAppOnClock(NOON_IST);
  let asha: SignedIn;
  let ravi: SignedIn;
  let people = 0;
  // Each test its own slot on 22 November 2026; ENDED is a millisecond after its start + 1 hour.
  let SESSION = { date: '2026-11-22', time: SLOT_TIMES[0]! };
  let ENDED = 0;

  beforeEach(async () => {
    clock.set(NOON_IST);
    people += 1;
    asha = await signedInUser(t.db, `asha.f${people}@example.com`, NOON_IST, 'Asha');
    ravi = await signedInUser(t.db, `ravi.f${people}@example.com`, NOON_IST, 'Ravi');
    SESSION = { date: '2026-11-22', time: SLOT_TIMES[people]! };
    ENDED = slotInstant(SESSION.date, SESSION.time).getTime() + HOUR + 1;
  });

  /** A session booked by `who` on the given slot: paid with credits, or an unpaid card hold. */
  async function book(who: SignedIn, slot: { date: string; time: string }, method: 'credits' | 'card' = 'credits') {
    if (method === 'credits') await giveMembership(t.db, who.id, { credits: 5, endsAt: null, now: NOON_IST });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/services/book-now/',
      headers: who.headers,
      payload: {
        sub_category_id: INDIVIDUAL,
        date: slot.date,
        start_time: `${slot.time}:00`,
        end_time: slotEndTime(slot.time),
        payment_method: method,
      },
    });
    expect(response.statusCode).toBe(201);
    return response.json().booked_session.id as number;
  }
  const review = (who: SignedIn, extra: Record<string, unknown> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/testimonials/review/',
      headers: who.headers,
      payload: {
        ...sampleReviewRequest,
        service: INDIVIDUAL,
        comment: 'I felt heard from the first minute.',
        additional_comments: 'The link arrived late.',
        user_name: 'Someone Else',
        ...extra,
      },
    });
  const myBookings = async (who: SignedIn) =>
    bookingDetailsResponseSchema.parse(
      (await t.app.inject({ method: 'GET', url: '/api/users/booking-details/', headers: who.headers })).json(),
    );

  it('stores the feedback of a paid session that has ended, unapproved, and marks the booking submitted', async () => {
    const bookingId = await book(asha, SESSION);
    clock.set(ENDED);
    expect((await myBookings(asha))[0]).toMatchObject({ session_completed: true, can_submit_feedback: true });

    const response = await review(asha, { booking_id: bookingId });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      success: true,
      message: FEEDBACK_MESSAGES.thanks,
      booking_id: bookingId,
      feedback_status: 'submitted',
      is_admin_approved: false,
      consent: false,
    });
    const [row] = await t.db.select().from(testimonials).where(eq(testimonials.bookingId, bookingId));
    expect(row).toMatchObject({
      userId: asha.id,
      serviceId: INDIVIDUAL,
      rating: 5,
      comment: 'I felt heard from the first minute.', // the public quote
      improve: 'The link arrived late.', // staff only
      wouldRecommend: true,
      consent: false, // unticked by default: never shown
      userName: 'Asha', // the account's first name, not the body's
      isAdminApproved: false,
      approvedOnMainPage: false,
    });
    expect((await myBookings(asha))[0]).toMatchObject({ feedback_status: 'submitted', can_submit_feedback: false });
  });

  it('refuses feedback before the session has ended (start + 1 hour by the server clock)', async () => {
    const bookingId = await book(asha, SESSION);
    clock.set(ENDED - 2); // exactly one hour after the start is not "more than one hour"
    const early = await review(asha, { booking_id: bookingId });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(FEEDBACK_MESSAGES.notEnded);
    clock.set(NOON_IST);
    expect((await review(asha, { booking_id: bookingId })).statusCode).toBe(409);
  });

  it('refuses feedback for another person’s booking as if it did not exist', async () => {
    const bookingId = await book(asha, SESSION);
    clock.set(ENDED);
    const response = await review(ravi, { booking_id: bookingId });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe(FEEDBACK_MESSAGES.bookingNotFound);
    expect((await review(ravi, { booking_id: 999_999 })).statusCode).toBe(404);
  });

  it('refuses feedback for an unpaid booking', async () => {
    const bookingId = await book(asha, { date: '2026-11-21', time: '13:00' }, 'card');
    clock.set(Date.parse('2026-11-21T08:30:00Z') + 1); // 14:00 IST: the hold is still open, the session has ended
    const response = await review(asha, { booking_id: bookingId });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(FEEDBACK_MESSAGES.notPaid);
  });

  it('refuses a second feedback for the same booking, also when two arrive at once', async () => {
    const bookingId = await book(asha, SESSION);
    clock.set(ENDED);
    const [a, b] = await Promise.all([
      review(asha, { booking_id: bookingId }),
      review(asha, { booking_id: bookingId }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 409]);
    const again = await review(asha, { booking_id: bookingId, consent: true });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(FEEDBACK_MESSAGES.alreadyGiven);
    expect(await t.db.select().from(testimonials).where(eq(testimonials.bookingId, bookingId))).toHaveLength(1);
  });

  it('ties a payload without booking_id (the spec’s own) to the person’s ended, paid session of that service', async () => {
    const none = await review(asha);
    expect(none.statusCode).toBe(409);
    expect(none.json().message).toBe(FEEDBACK_MESSAGES.noSession);

    const bookingId = await book(asha, SESSION);
    clock.set(ENDED);
    const response = await review(asha, { consent: true, rating: 4 });
    expect(response.statusCode).toBe(201);
    expect(response.json().booking_id).toBe(bookingId);
    expect((await review(asha)).statusCode).toBe(409);
  });

  it('validates the body: a rating of 1 to 5, approval flags false, login', async () => {
    const noRating = await review(asha, { rating: 0 });
    expect(noRating.statusCode).toBe(400);
    expect(noRating.json().message).toBe('Please provide a rating');
    expect((await review(asha, { is_admin_approved: true })).statusCode).toBe(400);
    const guest = await t.app.inject({ method: 'POST', url: '/api/testimonials/review/', payload: {} });
    expect(guest.statusCode).toBe(401);
  });

  it('lets a tester move the server past the session with the test clock, then give feedback', async () => {
    const bookingId = await book(asha, SESSION);
    expect((await review(asha, { booking_id: bookingId })).statusCode).toBe(409);
    const moved = await t.app.inject({
      method: 'POST',
      url: '/dev/clock',
      payload: { now: '2026-11-22T21:00:00+05:30' },
    });
    expect(moved.json()).toEqual({ now: '2026-11-22T15:30:00.000Z' });
    try {
      expect((await review(asha, { booking_id: bookingId })).statusCode).toBe(201);
    } finally {
      await t.app.inject({ method: 'POST', url: '/dev/clock', payload: { now: null } });
    }
  });
});
