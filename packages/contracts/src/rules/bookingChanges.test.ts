import { describe, expect, it } from 'vitest';
import { bookingChangeBlock, bookingChangesCloseAt, DEFAULT_BOOKING_CHANGE_CUTOFF_HOURS } from './bookingChanges';

describe('the booking change cut-off', () => {
  // 09:15 IST on 10 Dec 2026 is 03:45 UTC.
  const closesAt = bookingChangesCloseAt('2026-12-10', '09:15:00', DEFAULT_BOOKING_CHANGE_CUTOFF_HOURS);

  it('closes the cut-off hours before the start, read as Indian time', () => {
    expect(closesAt?.toISOString()).toBe('2026-12-09T03:45:00.000Z');
    expect(bookingChangesCloseAt('2026-12-10', '9:15 AM', 2)?.toISOString()).toBe('2026-12-10T01:45:00.000Z');
    expect(bookingChangesCloseAt('not a date', '09:15', 24)).toBeNull();
  });

  it('allows a change up to the cut-off instant itself, and not a millisecond later', () => {
    const booking = { status: 'confirmed' as const, changesCloseAt: closesAt };
    expect(bookingChangeBlock(booking, new Date('2026-12-09T03:44:59.999Z'))).toBeNull();
    expect(bookingChangeBlock(booking, new Date('2026-12-09T03:45:00.000Z'))).toBeNull();
    expect(bookingChangeBlock(booking, new Date('2026-12-09T03:45:00.001Z'))).toBe('cut-off');
  });

  it('never allows an unpaid hold, a cancelled booking or one without a cut-off', () => {
    const now = new Date('2026-12-01T00:00:00Z');
    expect(bookingChangeBlock({ status: 'held', changesCloseAt: closesAt }, now)).toBe('not-confirmed');
    expect(bookingChangeBlock({ status: 'cancelled', changesCloseAt: closesAt }, now)).toBe('cancelled');
    expect(bookingChangeBlock({ status: 'confirmed', changesCloseAt: null }, now)).toBe('not-confirmed');
    expect(bookingChangeBlock({ status: null, changesCloseAt: closesAt }, now)).toBe('not-confirmed');
    expect(bookingChangeBlock({ status: 'confirmed', changesCloseAt: 'garbage' }, now)).toBe('not-confirmed');
  });
});
