import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatDateLong, formatDateShort, formatTimeIst } from './format';

describe('formatDateShort (en-GB short)', () => {
  it('shows a calendar date as that date', () => {
    expect(formatDateShort('2026-11-21')).toBe('21/11/2026');
    expect(formatDateShort('2027-01-01')).toBe('01/01/2027');
  });

  it('shows an instant as its date in India', () => {
    expect(formatDateShort(new Date('2026-12-31T18:29:00Z'))).toBe('31/12/2026');
    expect(formatDateShort(new Date('2026-12-31T18:31:00Z'))).toBe('01/01/2027');
    expect(formatDateShort('2026-12-31T18:31:00Z')).toBe('01/01/2027');
  });

  it('returns unreadable input as given', () => {
    expect(formatDateShort('someday')).toBe('someday');
    expect(formatDateShort(new Date(Number.NaN))).toBe('');
  });
});

describe('formatDateLong', () => {
  it('is weekday, day, month, year', () => {
    expect(formatDateLong('2026-11-21')).toBe('Sat, 21 Nov 2026');
    expect(formatDateLong(new Date('2026-12-31T18:31:00Z'))).toBe('Fri, 1 Jan 2027');
  });
});

describe('formatTimeIst', () => {
  it('shows the Indian clock time', () => {
    expect(formatTimeIst(new Date('2026-11-21T08:45:00Z'))).toBe('2:15 pm');
    expect(formatTimeIst(new Date('2026-11-21T02:30:00Z'))).toBe('8:00 am');
    expect(formatTimeIst('2026-12-31T18:29:00Z')).toBe('11:59 pm');
    expect(formatTimeIst('nonsense')).toBe('nonsense');
  });

  describe('in another viewer zone', () => {
    afterEach(() => {
      vi.unstubAllEnvs();
    });

    it('gives the same texts', () => {
      vi.stubEnv('TZ', 'America/New_York');
      expect(new Date('2026-11-21T12:00:00Z').getTimezoneOffset()).toBe(300);
      expect(formatDateShort('2026-11-21')).toBe('21/11/2026');
      expect(formatDateLong('2026-11-21')).toBe('Sat, 21 Nov 2026');
      expect(formatTimeIst(new Date('2026-11-21T08:45:00Z'))).toBe('2:15 pm');
    });
  });
});
