import { describe, expect, it } from 'vitest';
import { bookingsToList, canPayAgain, isHeldAt } from './heldBookings';

// 10:00 IST on 7 Dec 2026.
const now = new Date('2026-12-07T04:30:00Z');
const booking = (id: string, fields: Partial<Parameters<typeof bookingsToList>[0][number]>) => ({
  id,
  date: '2026-12-09',
  time: '10:30',
  status: 'confirmed' as const,
  payment_status: 'success' as const,
  holdExpiresAt: null,
  ...fields,
});

describe('unpaid holds in My Bookings', () => {
  const failedHold = booking('failed hold', {
    date: '2026-12-12',
    status: 'held',
    payment_status: 'failed',
    holdExpiresAt: '2026-12-07T04:40:00Z',
  });

  it('holds until the hold ends, and offers Pay again only after a failed payment', () => {
    expect(isHeldAt(failedHold, now)).toBe(true);
    expect(canPayAgain(failedHold, now)).toBe(true);
    expect(canPayAgain(failedHold, new Date('2026-12-07T04:40:00Z'))).toBe(false);
    expect(canPayAgain({ ...failedHold, payment_status: 'pending' }, now)).toBe(false);
    expect(canPayAgain({ ...failedHold, status: 'confirmed', payment_status: 'success' }, now)).toBe(false);
  });

  it('lists an unpaid hold after the upcoming paid sessions and before past ones, and leaves a lapsed one out', () => {
    const later = booking('later paid', { date: '2026-12-10' });
    const sooner = booking('sooner paid', { date: '2026-12-08' });
    const past = booking('past', { date: '2026-12-01' });
    const cancelled = booking('cancelled', { date: '2026-12-11', status: 'cancelled' });
    const lapsed = booking('lapsed hold', {
      date: '2026-12-13',
      status: 'held',
      payment_status: 'failed',
      holdExpiresAt: '2026-12-07T04:00:00Z',
    });
    const serverOrder = [lapsed, failedHold, cancelled, later, sooner, past];
    expect(bookingsToList(serverOrder, now).map((b) => b.id)).toEqual([
      'cancelled',
      'later paid',
      'sooner paid',
      'failed hold',
      'past',
    ]);
    expect(bookingsToList([failedHold, past], now).map((b) => b.id)).toEqual(['failed hold', 'past']);
  });
});
