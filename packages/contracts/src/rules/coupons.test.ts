import { describe, expect, it } from 'vitest';
import { ordersCopy } from '../copy/orders';
import { applyCoupon, DEMO_COUPON, normaliseCouponCode, optionalCouponCodeSchema, type CouponTerms } from './coupons';

const now = new Date('2026-11-21T06:30:00Z');
const coupon = (overrides: Partial<CouponTerms> = {}): CouponTerms => ({ ...DEMO_COUPON, ...overrides });

describe('the coupon rule (one for memberships and bookings)', () => {
  it('applies the demo coupon with a visible discount, to the paisa', () => {
    const gold = applyCoupon('welcome10', coupon(), 30000, 'membership', now);
    expect(gold).toEqual({
      ok: true,
      code: 'WELCOME10',
      percentOff: 10,
      listPrice: 30000,
      discount: 3000,
      finalPrice: 27000,
      message: 'Coupon WELCOME10 applied: 10% off, you save ₹3,000. You pay ₹27,000.',
    });
    expect(applyCoupon('WELCOME10', coupon(), 2000, 'booking', now)).toMatchObject({ discount: 200, finalPrice: 1800 });
    expect(applyCoupon('WELCOME10', coupon({ percentOff: 15 }), 1234.55, 'booking', now)).toMatchObject({
      discount: 185.18,
      finalPrice: 1049.37,
    });
  });

  it('refuses an unknown, malformed or mismatched code with a clear message', () => {
    expect(applyCoupon('NOPE', undefined, 5000, 'booking', now)).toEqual({
      ok: false,
      code: 'NOPE',
      reason: 'unknown',
      message: ordersCopy.coupon.unknown('NOPE'),
    });
    expect(applyCoupon('WELCOME10', coupon({ code: 'OTHER' }), 5000, 'booking', now)).toMatchObject({
      reason: 'unknown',
    });
    expect(applyCoupon('a', coupon(), 5000, 'booking', now)).toMatchObject({ reason: 'format' });
    expect(applyCoupon('WEL COME', coupon(), 5000, 'booking', now)).toMatchObject({ reason: 'format' });
    expect(applyCoupon('WELCOME10', coupon({ active: false }), 5000, 'booking', now)).toMatchObject({
      reason: 'inactive',
    });
  });

  it('holds from validFrom (inclusive) until validUntil (exclusive)', () => {
    const at = (ms: number) => new Date(now.getTime() + ms);
    expect(applyCoupon('WELCOME10', coupon({ validFrom: now }), 5000, 'booking', now).ok).toBe(true);
    expect(applyCoupon('WELCOME10', coupon({ validFrom: at(1) }), 5000, 'booking', now)).toMatchObject({
      reason: 'not_started',
    });
    expect(applyCoupon('WELCOME10', coupon({ validUntil: at(1) }), 5000, 'booking', now).ok).toBe(true);
    expect(applyCoupon('WELCOME10', coupon({ validUntil: now }), 5000, 'booking', now)).toMatchObject({
      reason: 'expired',
      message: ordersCopy.coupon.unknown('WELCOME10'),
    });
  });

  it('refuses a paused, expired or used-up code exactly as an unknown one, so probing tells nothing', () => {
    const unknown = applyCoupon('WELCOME10', undefined, 5000, 'booking', now);
    const refused = [
      applyCoupon('WELCOME10', coupon({ active: false }), 5000, 'booking', now),
      applyCoupon('WELCOME10', coupon({ validFrom: new Date(now.getTime() + 1) }), 5000, 'booking', now),
      applyCoupon('WELCOME10', coupon({ validUntil: now }), 5000, 'booking', now),
      applyCoupon('WELCOME10', coupon({ maxRedemptions: 3 }), 5000, 'booking', now, { total: 3, byPerson: 0 }),
      applyCoupon('WELCOME10', coupon({ maxPerPerson: 1 }), 5000, 'booking', now, { total: 1, byPerson: 1 }),
    ];
    expect(refused.map((outcome) => !outcome.ok && outcome.reason)).toEqual([
      'inactive',
      'not_started',
      'expired',
      'used_up',
      'used_up_by_person',
    ]);
    for (const outcome of refused) expect(outcome.ok || outcome.message).toBe(unknown.ok || unknown.message);
  });

  it('applies up to its total and per-person limits', () => {
    const limited = coupon({ maxRedemptions: 3, maxPerPerson: 2 });
    expect(applyCoupon('WELCOME10', limited, 5000, 'booking', now, { total: 2, byPerson: 1 }).ok).toBe(true);
    expect(applyCoupon('WELCOME10', limited, 5000, 'booking', now, { total: 3, byPerson: 0 }).ok).toBe(false);
    expect(applyCoupon('WELCOME10', limited, 5000, 'booking', now, { total: 2, byPerson: 2 }).ok).toBe(false);
  });

  it('applies only to the kinds of order it is meant for, and from its minimum amount', () => {
    expect(applyCoupon('WELCOME10', coupon({ appliesTo: ['booking'] }), 5000, 'membership', now)).toMatchObject({
      reason: 'not_for_memberships',
    });
    expect(applyCoupon('WELCOME10', coupon({ appliesTo: ['membership'] }), 5000, 'booking', now)).toMatchObject({
      reason: 'not_for_sessions',
    });
    expect(applyCoupon('WELCOME10', coupon({ minAmount: 5000 }), 5000, 'booking', now).ok).toBe(true);
    expect(applyCoupon('WELCOME10', coupon({ minAmount: 5000 }), 4999.99, 'booking', now)).toMatchObject({
      reason: 'below_minimum',
      message: 'The coupon code WELCOME10 applies to orders of ₹5,000 or more.',
    });
  });

  it('never brings a price below ₹1, and never above 90 % off', () => {
    expect(applyCoupon('WELCOME10', coupon({ percentOff: 100 }), 5000, 'booking', now)).toMatchObject({
      percentOff: 90,
      finalPrice: 500,
    });
    expect(applyCoupon('WELCOME10', coupon({ percentOff: 90 }), 1, 'booking', now)).toMatchObject({
      discount: 0,
      finalPrice: 1,
    });
  });

  it('reads the optional field: empty is no coupon, codes are upper-cased', () => {
    expect(normaliseCouponCode('  ')).toBeNull();
    expect(normaliseCouponCode(null)).toBeNull();
    expect(optionalCouponCodeSchema.parse(' welcome10 ')).toBe('WELCOME10');
    expect(optionalCouponCodeSchema.parse('')).toBeNull();
    expect(optionalCouponCodeSchema.safeParse('no spaces please').success).toBe(false);
  });
});
