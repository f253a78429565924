// Coupon expiry, pause and redemption limits on the real database (PGlite, or PostgreSQL with DATABASE_URL), through
// the calls people make: book-now, the card payment on the test gateway, and the membership purchase.
import { ordersCopy } from '@sukoon/contracts/copy/orders';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signedInUser, type SignedIn } from '../accounts/testing';
import { bookNowPayload } from '../bookings/testing';
import { priceWithCoupon, reserveCoupon } from '../coupons/coupons';
import { couponRedemptions, coupons } from '../coupons/schema';
import { paymentsFixture } from './testing';
import { suiteAppOnClock } from '../../testing/suiteApp';

const NOON_IST = Date.parse('2026-11-21T06:30:00Z');
const HOUR = 3_600_000;
const COUPLES = 501; // ₹10,000
const GOLD = 3;

describe('coupon expiry, pause and limits', () => {
  const { clock, t } = suiteAppOnClock(NOON_IST);
  let people = 0;
  const { nextSlot, toGateway, press, membershipToGateway } = paymentsFixture(() => t);

  const person = () => {
    people += 1;
    return signedInUser(t.db, `limits${people}@example.com`, clock.now(), 'Asha');
  };
  const bookWith = (who: SignedIn, coupon: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/services/book-now/',
      headers: who.headers,
      payload: bookNowPayload(nextSlot(), COUPLES, { coupon_code: coupon }),
    });
  const refusedAsUnknown = (response: { statusCode: number; json(): unknown }, code: string) => {
    const message = ordersCopy.coupon.unknown(code);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message, errors: { coupon_code: [message] } });
  };
  const uses = (code: string) =>
    t.db.select().from(couponRedemptions).where(eq(couponRedemptions.code, code)).orderBy(couponRedemptions.id);

  it('applies a coupon until its end and refuses it after, as an unknown code', async () => {
    await t.db.insert(coupons).values({ code: 'TONIGHT', percentOff: 20, validUntil: new Date(clock.now() + HOUR) });
    const asha = await person();
    expect((await bookWith(asha, 'TONIGHT')).json()).toMatchObject({ discount: '2000.00' });
    clock.advance(HOUR);
    try {
      refusedAsUnknown(await bookWith(asha, 'tonight'), 'TONIGHT');
    } finally {
      clock.set(NOON_IST);
    }
  });

  it('refuses a paused coupon as an unknown code, and applies it again once resumed', async () => {
    await t.db.insert(coupons).values({ code: 'QUIET5', percentOff: 5, active: false });
    const asha = await person();
    refusedAsUnknown(await bookWith(asha, 'QUIET5'), 'QUIET5');
    await t.db.update(coupons).set({ active: true }).where(eq(coupons.code, 'QUIET5'));
    expect((await bookWith(asha, 'QUIET5')).statusCode).toBe(201);
  });

  it('counts an unpaid hold against the total until it runs out or is cancelled; a paid order counts for good', async () => {
    await t.db.insert(coupons).values({ code: 'LAST1', percentOff: 10, maxRedemptions: 1 });
    const [asha, ravi, kiran] = [await person(), await person(), await person()];
    const held = await bookWith(asha, 'LAST1');
    expect(held.statusCode).toBe(201);
    refusedAsUnknown(await bookWith(ravi, 'LAST1'), 'LAST1');

    // Cancelled at the gateway: the reservation ends with the hold, so the next person may use the coupon.
    const cancelled = await toGateway(asha, held.json().booked_session.id);
    await press(cancelled.cancel);
    const raviHeld = await bookWith(ravi, 'LAST1');
    expect(raviHeld.statusCode).toBe(201);

    // Paid: redeemed, and it stays used after its hold's time is over.
    const paying = await toGateway(ravi, raviHeld.json().booked_session.id);
    await press(paying.pay);
    clock.advance(HOUR);
    try {
      refusedAsUnknown(await bookWith(kiran, 'LAST1'), 'LAST1');
    } finally {
      clock.set(NOON_IST);
    }
    expect((await uses('LAST1')).map((row) => [row.userId, row.status])).toEqual([
      [asha.id, 'reserved'],
      [ravi.id, 'redeemed'],
    ]);
  });

  it('frees a use when an unpaid hold runs out without payment', async () => {
    await t.db.insert(coupons).values({ code: 'ONCEMORE', percentOff: 10, maxRedemptions: 1 });
    const [asha, ravi] = [await person(), await person()];
    expect((await bookWith(asha, 'ONCEMORE')).statusCode).toBe(201);
    refusedAsUnknown(await bookWith(ravi, 'ONCEMORE'), 'ONCEMORE');
    clock.advance(t.config.bookingHoldMinutes * 60_000);
    try {
      expect((await bookWith(ravi, 'ONCEMORE')).statusCode).toBe(201);
    } finally {
      clock.set(NOON_IST);
    }
  });

  it('gives each person at most their share, across bookings and memberships', async () => {
    await t.db.insert(coupons).values({ code: 'ONEEACH', percentOff: 10, maxPerPerson: 1, maxRedemptions: 10 });
    const [asha, ravi] = [await person(), await person()];
    const membership = await membershipToGateway(asha, GOLD, { coupon_code: 'oneeach' });
    expect(membership.body.coupon_code).toBe('ONEEACH');
    await press(membership.pay);
    refusedAsUnknown(await bookWith(asha, 'ONEEACH'), 'ONEEACH');
    const refusedPurchase = await t.app.inject({
      method: 'POST',
      url: '/api/payments/initiate/',
      headers: asha.headers,
      payload: { member_id: GOLD, final_price: 1, gst_number: null, coupon_code: 'ONEEACH' },
    });
    refusedAsUnknown(refusedPurchase, 'ONEEACH');
    expect((await bookWith(ravi, 'ONEEACH')).statusCode).toBe(201);
    expect((await uses('ONEEACH')).map((row) => [row.orderKind, row.status])).toEqual([
      ['membership', 'redeemed'],
      ['booking', 'reserved'],
    ]);
  });

  it('lets exactly one of two orders racing for the last use have it', async () => {
    await t.db.insert(coupons).values({ code: 'RACE1', percentOff: 10, maxRedemptions: 2 });
    const [first, asha, ravi] = [await person(), await person(), await person()];
    expect((await bookWith(first, 'RACE1')).statusCode).toBe(201);
    const answers = await Promise.all([bookWith(asha, 'RACE1'), bookWith(ravi, 'RACE1')]);
    expect(answers.map((response) => response.statusCode).sort()).toEqual([201, 400]);
    refusedAsUnknown(
      answers.find((response) => response.statusCode === 400)!,
      'RACE1',
    );
    expect(await uses('RACE1')).toHaveLength(2);
  });

  it('lets one person racing two orders for their last use have it once', async () => {
    await t.db.insert(coupons).values({ code: 'MINE1', percentOff: 10, maxPerPerson: 1 });
    const asha = await person();
    const answers = await Promise.all([bookWith(asha, 'MINE1'), bookWith(asha, 'MINE1')]);
    expect(answers.map((response) => response.statusCode).sort()).toEqual([201, 400]);
    const rows = await t.db
      .select()
      .from(couponRedemptions)
      .where(and(eq(couponRedemptions.code, 'MINE1'), eq(couponRedemptions.userId, asha.id)));
    expect(rows).toHaveLength(1);
  });

  it('checks the limits again when the order reserves: two orders quoted together cannot both take the last use', async () => {
    await t.db.insert(coupons).values({ code: 'QUOTED1', percentOff: 10, maxRedemptions: 1 });
    const [asha, ravi] = [await person(), await person()];
    const now = new Date(clock.now());
    const reserve = (userId: number, orderId: number) =>
      t.db.transaction((tx) =>
        reserveCoupon(tx, {
          code: 'QUOTED1',
          userId,
          kind: 'booking',
          orderId,
          listPrice: 10000,
          until: new Date(now.getTime() + HOUR),
          now,
        }),
      );
    // Both are quoted the discount before either order reserves (as two book-now requests may be).
    await priceWithCoupon(t.db, 'QUOTED1', 10000, 'booking', now, asha.id);
    await priceWithCoupon(t.db, 'QUOTED1', 10000, 'booking', now, ravi.id);
    const outcomes = await Promise.allSettled([reserve(asha.id, 900_001), reserve(ravi.id, 900_002)]);
    expect(outcomes.map((outcome) => outcome.status).sort()).toEqual(['fulfilled', 'rejected']);
    const refused = outcomes.find((outcome) => outcome.status === 'rejected') as PromiseRejectedResult;
    expect(refused.reason).toMatchObject({ statusCode: 400, message: ordersCopy.coupon.unknown('QUOTED1') });
    expect(await uses('QUOTED1')).toHaveLength(1);
  });
});
