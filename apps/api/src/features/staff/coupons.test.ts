// The staff's coupon calls on the real database (PGlite, or PostgreSQL with DATABASE_URL): list, create, pause/resume.
import { DEMO_COUPON, staffCouponSchema, staffCouponsResponseSchema } from '@sukoon/contracts';
import { ordersCopy } from '@sukoon/contracts/copy/orders';
import { staffCopy } from '@sukoon/contracts/copy/staff';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedInStaff, signedInUser, type SignedIn } from '../accounts/testing';
import { bookNowPayload } from '../bookings/testing';
import { paymentsFixture } from '../payments/testing';
import { suiteAppOnClock } from '../../testing/suiteApp';

const NOON_IST = Date.parse('2026-11-21T06:30:00Z');
const c = staffCopy.coupons;

describe('staff coupons', () => {
  const { clock, t } = suiteAppOnClock(NOON_IST);
  let staff: SignedIn;
  let client: SignedIn;
  const { nextSlot, toGateway, press } = paymentsFixture(() => t);

  beforeAll(async () => {
    client = await signedInUser(t.db, 'coupon-client@example.com', clock.now(), 'Ravi');
    staff = await signedInStaff(t.db, 'coupon-staff@example.com', clock.now());
  });

  const call = (method: 'GET' | 'POST' | 'PATCH', url: string, who?: SignedIn, payload?: object) =>
    t.app.inject({ method, url, headers: who?.headers ?? {}, ...(payload ? { payload } : {}) });
  const create = (payload: object) => call('POST', '/api/staff/coupons/', staff, payload);

  it('answers guests 401 and clients 403, and changes nothing for them', async () => {
    const calls = [
      ['GET', '/api/staff/coupons/', undefined],
      ['POST', '/api/staff/coupons/', { code: 'SNEAKY', percent_off: 90, applies_to: ['booking'] }],
      ['PATCH', `/api/staff/coupons/${DEMO_COUPON.code}/`, { active: false }],
    ] as const;
    for (const [method, url, payload] of calls) {
      expect([method, (await call(method, url, undefined, payload)).statusCode]).toEqual([method, 401]);
      const refused = await call(method, url, client, payload);
      expect([method, refused.statusCode]).toEqual([method, 403]);
      expect(refused.json()).toMatchObject({ message: staffCopy.errors.notStaff });
    }
    const list = staffCouponsResponseSchema.parse((await call('GET', '/api/staff/coupons/', staff)).json());
    expect(list.map((coupon) => [coupon.code, coupon.active])).toEqual([[DEMO_COUPON.code, true]]);
  });

  it('creates a coupon with its expiry and limits, upper-cased, and refuses the same code twice', async () => {
    const response = await create({
      code: ' diwali25 ',
      percent_off: 25,
      applies_to: ['membership', 'booking'],
      expires_on: '2026-11-30',
      max_redemptions: 100,
      max_per_person: 1,
      description: 'Festival offer',
    });
    expect(response.statusCode).toBe(201);
    expect(staffCouponSchema.parse(response.json())).toMatchObject({
      code: 'DIWALI25',
      percent_off: 25,
      applies_to: ['membership', 'booking'],
      expires_on: '2026-11-30',
      max_redemptions: 100,
      max_per_person: 1,
      redeemed: 0,
      reserved: 0,
      active: true,
      description: 'Festival offer',
    });
    const again = await create({ code: 'Diwali25', percent_off: 5, applies_to: ['booking'] });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(c.errors.codeTaken('DIWALI25'));
  });

  it('refuses a coupon that breaks the rules, saying which field', async () => {
    const base = { code: 'OK10', percent_off: 10, applies_to: ['booking'] };
    const cases: [object, string][] = [
      [{ code: 'no spaces' }, c.errors.code],
      [{ percent_off: 95 }, c.errors.percent],
      [{ percent_off: 0 }, c.errors.percent],
      [{ applies_to: [] }, c.errors.appliesTo],
      [{ max_redemptions: 0 }, c.errors.limit],
      [{ max_redemptions: 2, max_per_person: 3 }, c.errors.perPersonAboveTotal],
      [{ expires_on: '2026-11-20' }, c.errors.pastExpiry],
    ];
    for (const [change, message] of cases) {
      const response = await create({ ...base, ...change });
      expect([JSON.stringify(change), response.statusCode]).toEqual([JSON.stringify(change), 400]);
      expect(JSON.stringify(response.json())).toContain(message);
    }
    const list = staffCouponsResponseSchema.parse((await call('GET', '/api/staff/coupons/', staff)).json());
    expect(list.map((coupon) => coupon.code)).not.toContain('OK10');
  });

  const bookWith = (code: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/services/book-now/',
      headers: client.headers,
      payload: bookNowPayload(nextSlot(), 501, { coupon_code: code }),
    });

  it('lasts through its last day in India and no longer', async () => {
    await create({ code: 'TODAYONLY', percent_off: 10, applies_to: ['booking'], expires_on: '2026-11-21' });
    const list = staffCouponsResponseSchema.parse((await call('GET', '/api/staff/coupons/', staff)).json());
    expect(list.find((coupon) => coupon.code === 'TODAYONLY')?.expires_on).toBe('2026-11-21');
    try {
      clock.set(Date.parse('2026-11-21T18:29:59Z')); // 23:59:59 IST on its last day
      expect((await bookWith('TODAYONLY')).statusCode).toBe(201);
      clock.set(Date.parse('2026-11-21T18:30:00Z')); // midnight IST
      expect((await bookWith('TODAYONLY')).json().message).toBe(ordersCopy.coupon.unknown('TODAYONLY'));
    } finally {
      clock.set(NOON_IST);
    }
  });

  it('pauses and resumes a coupon; paused, it is refused as an unknown code', async () => {
    await create({ code: 'PAUSEME', percent_off: 10, applies_to: ['booking'] });
    const paused = await call('PATCH', '/api/staff/coupons/PAUSEME/', staff, { active: false });
    expect(paused.statusCode).toBe(200);
    expect(paused.json()).toMatchObject({ code: 'PAUSEME', active: false });
    const refused = await bookWith('PAUSEME');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(ordersCopy.coupon.unknown('PAUSEME'));
    const list = staffCouponsResponseSchema.parse((await call('GET', '/api/staff/coupons/', staff)).json());
    expect(list.at(-1)).toMatchObject({ code: 'PAUSEME', active: false });
    expect((await call('PATCH', '/api/staff/coupons/PAUSEME/', staff, { active: true })).json()).toMatchObject({
      active: true,
    });
    expect((await call('PATCH', '/api/staff/coupons/NOSUCH/', staff, { active: true })).statusCode).toBe(404);
  });

  it('shows how many paid orders used a coupon and how many unpaid ones hold a use', async () => {
    await create({ code: 'COUNTED', percent_off: 10, applies_to: ['booking'], max_redemptions: 5 });
    const paid = await bookWith('COUNTED');
    await press((await toGateway(client, paid.json().booked_session.id)).pay);
    expect((await bookWith('COUNTED')).statusCode).toBe(201);
    const list = staffCouponsResponseSchema.parse((await call('GET', '/api/staff/coupons/', staff)).json());
    expect(list.find((coupon) => coupon.code === 'COUNTED')).toMatchObject({ redeemed: 1, reserved: 1 });
  });
});
