import { describe, expect, it } from 'vitest';
import { slotProblem } from './slots';

// 21 Nov 2026, 12:00 in India.
const NOON_IST = new Date('2026-11-21T06:30:00Z');

describe('slotProblem (the server-side slot rule)', () => {
  it('accepts a real slot of the series inside the window', () => {
    expect(slotProblem('2026-11-22', '10:30:00', NOON_IST)).toBeNull();
    expect(slotProblem('2026-11-21', '13:00:00', NOON_IST)).toBeNull();
    expect(slotProblem('2026-11-27', '19:15:00', NOON_IST)).toBeNull();
  });

  it('refuses times that are not in the 75-minute series from 08:00', () => {
    for (const time of ['07:45:00', '08:30:00', '12:45:00', '20:00:00', '20:30:00', '10:30:15', '1030']) {
      expect(slotProblem('2026-11-22', time, NOON_IST)).toBe('not_in_series');
    }
  });

  it('refuses dates outside today plus six days, in Indian dates', () => {
    expect(slotProblem('2026-11-20', '10:30:00', NOON_IST)).toBe('outside_window');
    expect(slotProblem('2026-11-28', '10:30:00', NOON_IST)).toBe('outside_window');
    // 23:59 UTC on the 21st is already the 22nd in India: the window moved on by a day.
    const lateUtc = new Date('2026-11-21T18:45:00Z');
    expect(slotProblem('2026-11-21', '19:15:00', lateUtc)).toBe('outside_window');
    expect(slotProblem('2026-11-28', '08:00:00', lateUtc)).toBeNull();
  });

  it('refuses slots that have started, to the millisecond', () => {
    expect(slotProblem('2026-11-21', '11:45:00', NOON_IST)).toBe('past');
    const atStart = new Date('2026-11-21T07:30:00Z'); // 13:00 in India
    expect(slotProblem('2026-11-21', '13:00:00', atStart)).toBeNull();
    expect(slotProblem('2026-11-21', '13:00:00', new Date(atStart.getTime() + 1))).toBe('past');
  });
});
