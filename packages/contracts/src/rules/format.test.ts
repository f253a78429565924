import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatDateLong, formatDateShort, formatSessionTime, formatTimeInViewerZone, formatTimeIst } from './format';

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

describe('a session time for clients outside India', () => {
  // 9:15 am IST on Tue 14 Jul 2026 and on Tue 24 Nov 2026.
  const july = new Date('2026-07-14T03:45:00Z');
  const november = new Date('2026-11-24T03:45:00Z');

  it('adds nothing in India, under either zone name', () => {
    expect(formatTimeInViewerZone(july, 'Asia/Kolkata')).toBeUndefined();
    expect(formatTimeInViewerZone(july, 'Asia/Calcutta')).toBeUndefined();
    expect(formatSessionTime(july, 'Asia/Kolkata')).toBe('9:15 am IST');
    expect(formatSessionTime(july)).toBe('9:15 am IST');
  });

  it("puts the viewer's clock beside IST, with the weekday when their day differs", () => {
    expect(formatSessionTime(july, 'America/New_York')).toBe('9:15 am IST · Mon 11:45 pm EDT');
    expect(formatSessionTime(november, 'America/New_York')).toBe('9:15 am IST · Mon 10:45 pm EST');
    expect(formatSessionTime(november, 'Europe/London')).toBe('9:15 am IST · 3:45 am GMT');
    expect(formatSessionTime(november, 'Asia/Dubai')).toBe('9:15 am IST · 7:45 am GMT+4');
    // Crossing forward: 11:45 pm IST is already the next day in Sydney.
    expect(formatSessionTime(new Date('2026-11-24T18:15:00Z'), 'Australia/Sydney')).toBe(
      '11:45 pm IST · Wed 5:15 am GMT+11',
    );
  });

  it('adds nothing for a zone the browser does not know, or an unreadable time', () => {
    expect(formatSessionTime(july, 'Mars/Olympus_Mons')).toBe('9:15 am IST');
    expect(formatTimeInViewerZone('nonsense', 'America/New_York')).toBeUndefined();
  });
});
