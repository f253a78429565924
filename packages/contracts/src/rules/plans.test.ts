import { describe, expect, it } from 'vitest';
import { membershipPlansResponseSchema } from '../schemas/memberships';
import { FALLBACK_PLANS, PLAN_ORDER, formatValidity, originalPrice, planTier, sortPlans, toPlanDisplay } from './plans';

describe('plans', () => {
  it('orders Bronze to Diamond', () => {
    expect(PLAN_ORDER).toEqual(['Bronze', 'Silver', 'Gold', 'Platinum', 'Diamond']);
    const shuffled = [{ name: 'Diamond' }, { name: 'gold membership' }, { name: 'Trial' }, { name: 'Bronze' }];
    expect(sortPlans(shuffled).map((p) => p.name)).toEqual(['Bronze', 'gold membership', 'Diamond', 'Trial']);
    expect(planTier('Platinum Plus')).toBe('Platinum');
    expect(planTier('Basic')).toBeNull();
  });

  it('prices the original at credits x 5000', () => {
    expect(originalPrice(1)).toBe(5000);
    expect(originalPrice(40)).toBe(200000);
    expect(originalPrice(0)).toBe(0);
  });

  it('has the five B9 fallback plans, valid against the plans schema', () => {
    expect(membershipPlansResponseSchema.safeParse(FALLBACK_PLANS).success).toBe(true);
    expect(FALLBACK_PLANS.map((p) => [p.name, Number(p.price), p.credits, p.validity])).toEqual([
      ['Bronze', 5000, 1, 'infinity'],
      ['Silver', 15000, 4, 3],
      ['Gold', 30000, 10, 6],
      ['Platinum', 55000, 20, 12],
      ['Diamond', 100000, 40, 24],
    ]);
  });

  it('turns a plan into what a card shows', () => {
    const diamond = FALLBACK_PLANS[4]!;
    expect(toPlanDisplay(diamond)).toMatchObject({
      id: 5,
      type: 'Diamond',
      tier: 'Diamond',
      price: '₹1,00,000',
      amount: 100000,
      originalPrice: '₹2,00,000',
      validity: '24 months',
      features: diamond.key_points,
    });
    expect(toPlanDisplay({ ...diamond, price: 'on request' }).price).toBe('₹on request');
    expect(formatValidity('infinity')).toBe('Unlimited');
    expect(formatValidity(1)).toBe('1 month');
  });
});
