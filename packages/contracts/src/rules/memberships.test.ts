import { describe, expect, it } from 'vitest';
import {
  addMonthsIst,
  checkCredits,
  creditsForPrice,
  higherTier,
  isMembershipActive,
  laterEnd,
  membershipEndsAt,
  validityDaysLeft,
} from './memberships';

describe('paying with membership credits', () => {
  it('takes ceil(price / 5000) credits', () => {
    expect(creditsForPrice(2000)).toBe(1);
    expect(creditsForPrice(5000)).toBe(1);
    expect(creditsForPrice(5000.01)).toBe(2);
    expect(creditsForPrice(10000)).toBe(2);
    expect(creditsForPrice(50000)).toBe(10);
    expect(creditsForPrice(0)).toBe(0);
    expect(creditsForPrice(-5)).toBe(0);
    expect(creditsForPrice(Number.NaN)).toBe(0);
  });

  it('runs for calendar months in Indian time', () => {
    // 21 Nov 2026 12:00 IST + 3 months = 21 Feb 2027 12:00 IST.
    expect(addMonthsIst(new Date('2026-11-21T06:30:00Z'), 3).toISOString()).toBe('2027-02-21T06:30:00.000Z');
    // 31 Jan + 1 month is the last day of February, at the same Indian clock time.
    expect(addMonthsIst(new Date('2027-01-31T04:30:00Z'), 1).toISOString()).toBe('2027-02-28T04:30:00.000Z');
    expect(addMonthsIst(new Date('2028-01-31T04:30:00Z'), 1).toISOString()).toBe('2028-02-29T04:30:00.000Z');
    // 31 Dec 23:00 IST is still 31 Dec in India (17:30 UTC): +2 months = 28 Feb.
    expect(addMonthsIst(new Date('2026-12-31T17:30:00Z'), 2).toISOString()).toBe('2027-02-28T17:30:00.000Z');
    // 1 Jan 00:30 IST is 31 Dec 19:00 UTC: the Indian date counts.
    expect(addMonthsIst(new Date('2026-12-31T19:00:00Z'), 24).toISOString()).toBe('2028-12-31T19:00:00.000Z');
  });

  it('has no end for Bronze (infinity), and the later end wins a top-up', () => {
    const start = new Date('2026-11-21T06:30:00Z');
    expect(membershipEndsAt(start, 'infinity')).toBeNull();
    expect(membershipEndsAt(start, 6)?.toISOString()).toBe('2027-05-21T06:30:00.000Z');
    const a = new Date('2027-01-01T00:00:00Z');
    const b = new Date('2027-06-01T00:00:00Z');
    expect(laterEnd(a, b)).toBe(b);
    expect(laterEnd(b, a)).toBe(b);
    expect(laterEnd(a, null)).toBeNull();
    expect(laterEnd(null, b)).toBeNull();
  });

  it('is active until its end (exclusive), and counts days left', () => {
    const end = new Date('2027-01-01T00:00:00Z');
    expect(isMembershipActive({ endsAt: end }, new Date(end.getTime() - 1))).toBe(true);
    expect(isMembershipActive({ endsAt: end }, end)).toBe(false);
    expect(isMembershipActive({ endsAt: null }, new Date('2100-01-01'))).toBe(true);
    expect(validityDaysLeft(end, new Date('2026-12-31T00:00:00Z'))).toBe(1);
    expect(validityDaysLeft(end, new Date('2026-12-30T23:59:59Z'))).toBe(2);
    expect(validityDaysLeft(end, new Date('2027-02-01T00:00:00Z'))).toBe(0);
    expect(validityDaysLeft(null, end)).toBeNull();
  });

  it('checks credits: no membership, expired, not enough, enough', () => {
    const now = new Date('2026-11-21T06:30:00Z');
    const later = new Date('2027-01-01T00:00:00Z');
    expect(checkCredits(undefined, 1, now)).toEqual({ ok: false, reason: 'no_membership', left: 0 });
    expect(checkCredits({ credits: 3, endsAt: now }, 1, now)).toEqual({ ok: false, reason: 'expired', left: 3 });
    expect(checkCredits({ credits: 1, endsAt: later }, 2, now)).toEqual({ ok: false, reason: 'not_enough', left: 1 });
    expect(checkCredits({ credits: 2, endsAt: later }, 2, now)).toEqual({ ok: true });
  });

  it('names a topped-up membership by its higher tier', () => {
    expect(higherTier('Gold', 'Silver')).toBe('Gold');
    expect(higherTier('Silver', 'Diamond')).toBe('Diamond');
    expect(higherTier('Bronze', 'Bronze')).toBe('Bronze');
  });
});
