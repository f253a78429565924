import { bookNowResponseSchema, slotEndTime } from '@sukoon/contracts';
import { ordersCopy } from '@sukoon/contracts/copy/orders';
import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { signedInUser, type SignedIn } from '../accounts/testing';
import { coupons } from '../coupons/schema';
import { bookings } from './schema';
import { slotSequence } from './testing';
import { suiteAppOnClock } from '../../testing/suiteApp';

const NOON_IST = Date.parse('2026-11-21T06:30:00Z');
const COUPLES = 501; // ₹10,000

describe('coupons and GST numbers on bookings (the same rule as memberships)', () => {
  const { t } = suiteAppOnClock(NOON_IST);
  let asha: SignedIn;
  let people = 0;
  // A slot per request over two days, so refused and booked requests never meet each other's slots.
  const slot = slotSequence(23);

  beforeAll(async () => {
    await t.db.insert(coupons).values([
      { code: 'GONE20', percentOff: 20, validUntil: new Date(NOON_IST) },
      { code: 'MEMBERS15', percentOff: 15, forBookings: false },
      { code: 'PAUSED5', percentOff: 5, active: false },
    ]);
  });
  beforeEach(async () => {
    people += 1;
    asha = await signedInUser(t.db, `coupon${people}@example.com`, NOON_IST, 'Asha');
  });

  const bookNow = (extra: Record<string, unknown>) => {
    const { date, time } = slot();
    return t.app.inject({
      method: 'POST',
      url: '/api/services/book-now/',
      headers: asha.headers,
      payload: {
        sub_category_id: COUPLES,
        date,
        start_time: `${time}:00`,
        end_time: slotEndTime(time),
        gst_number: null,
        coupon_code: null,
        ...extra,
      },
    });
  };

  it('applies WELCOME10 with the discount in the answer, and the card payment charges the discounted price', async () => {
    const response = await bookNow({ coupon_code: ' welcome10 ' });
    expect(response.statusCode).toBe(201);
    const body = bookNowResponseSchema.parse(response.json());
    expect(body).toMatchObject({
      original_price: '10000.00',
      discount: '1000.00',
      coupon_code: 'WELCOME10',
      booked_session: { final_price: '9000.00' },
    });
    expect(body.message).toContain('Coupon WELCOME10 applied: 10% off, you save ₹1,000. You pay ₹9,000.');
    const pay = await t.app.inject({
      method: 'POST',
      url: '/api/payments/initiate/',
      headers: asha.headers,
      payload: { booked_session_id: body.booked_session.id, final_price: 10000 },
    });
    expect(pay.json()).toMatchObject({ amount: '9000.00' });
  });

  it('refuses a coupon it cannot apply, saying why, and books nothing', async () => {
    const cases: [string, string][] = [
      ['NOPE', ordersCopy.coupon.unknown('NOPE')],
      ['GONE20', ordersCopy.coupon.unknown('GONE20')],
      ['MEMBERS15', ordersCopy.coupon.notForSessions('MEMBERS15')],
      ['PAUSED5', ordersCopy.coupon.unknown('PAUSED5')],
      ['no way', ordersCopy.coupon.format],
    ];
    for (const [code, message] of cases) {
      const response = await bookNow({ coupon_code: code });
      expect(response.statusCode, code).toBe(400);
      expect(response.json()).toMatchObject({ message, errors: { coupon_code: [message] } });
    }
    expect(await t.db.select().from(bookings).where(eq(bookings.userId, asha.id))).toEqual([]);
  });

  it('checks the GST number (15 characters with its check character) and keeps it normalised', async () => {
    const wrong = await bookNow({ gst_number: '27AAPFU0939F1ZA' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      message: ordersCopy.gstin.checksum,
      errors: { gst_number: [ordersCopy.gstin.checksum] },
    });
    expect((await bookNow({ gst_number: '27AAPFU0939F1Z' })).json().message).toBe(ordersCopy.gstin.length);
    const good = await bookNow({ gst_number: '27aapfu0939f1zv' });
    expect(good.statusCode).toBe(201);
    const [row] = await t.db.select().from(bookings).where(eq(bookings.id, good.json().booked_session.id));
    expect(row?.gstNumber).toBe('27AAPFU0939F1ZV');
  });
});
