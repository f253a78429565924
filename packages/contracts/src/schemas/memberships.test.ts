import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { membershipPlanSchema, parseMembershipDetails } from './memberships';

describe('parseMembershipDetails', () => {
  const gold = {
    name: 'Gold',
    credits: 10,
    price: '30000',
    validity: 180,
    description: 'Ten credits',
    key_points: ['a'],
  };

  it('takes the object itself or the first list item', () => {
    expect(parseMembershipDetails(gold)).toMatchObject({ name: 'Gold', credits: 10 });
    expect(parseMembershipDetails([gold, { ...gold, name: 'Silver' }])).toMatchObject({ name: 'Gold' });
  });

  it('is null for an empty list', () => {
    expect(parseMembershipDetails([])).toBeNull();
  });

  it('keeps missing optional fields missing and coerces numeric strings', () => {
    const m = parseMembershipDetails({ credits: '4' });
    expect(m).toEqual({ credits: 4 });
  });

  it('rejects other shapes', () => {
    expect(() => parseMembershipDetails('<html>')).toThrow(z.core.$ZodError);
    expect(() => parseMembershipDetails({ name: 'Gold' })).toThrow(z.core.$ZodError);
  });
});

describe('membershipPlanSchema', () => {
  it('takes validity as months or the word infinity', () => {
    const base = {
      id: 1,
      name: 'Bronze',
      price: '5000',
      credits: 1,
      description: '',
      key_points: [],
      bg: '',
      card_img: '',
    };
    expect(membershipPlanSchema.safeParse({ ...base, validity: 'infinity' }).success).toBe(true);
    expect(membershipPlanSchema.safeParse({ ...base, validity: 3 }).success).toBe(true);
    expect(membershipPlanSchema.safeParse({ ...base, validity: 'forever' }).success).toBe(false);
    expect(membershipPlanSchema.safeParse({ ...base, validity: 0 }).success).toBe(false);
  });
});
