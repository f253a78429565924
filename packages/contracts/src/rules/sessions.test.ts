import { describe, expect, it } from 'vitest';
import { isSessionCompleted, parseClock, sessionStart } from './sessions';

const at = (iso: string) => new Date(iso);

describe('parseClock', () => {
  it.each([
    ['14:15', '14:15'],
    ['14:15:00', '14:15'],
    ['9:05', '09:05'],
    ['2:15 PM', '14:15'],
    ['2:15pm', '14:15'],
    ['2:15 p.m.', '14:15'],
    ['12:00 AM', '00:00'],
    ['12:30 PM', '12:30'],
    ['08:00 am', '08:00'],
  ])('%s -> %s', (time, expected) => {
    expect(parseClock(time)).toBe(expected);
  });

  it.each(['', 'noon', '24:00', '13:00 PM', '2:60', '14', 'soon'])('%s is unreadable', (time) => {
    expect(parseClock(time)).toBeNull();
  });
});

describe('sessionStart', () => {
  it('reads the date and time as Indian time', () => {
    expect(sessionStart('2026-11-21', '14:15:00')?.toISOString()).toBe('2026-11-21T08:45:00.000Z');
    expect(sessionStart('2027-01-01', '12:15 AM')?.toISOString()).toBe('2026-12-31T18:45:00.000Z');
  });

  it('rejects dates that cannot be read or do not exist', () => {
    expect(sessionStart('21/11/2026', '14:15')).toBeNull();
    expect(sessionStart('2026-02-30', '14:15')).toBeNull();
    expect(sessionStart('', '14:15')).toBeNull();
  });
});

describe('isSessionCompleted (start + 1 hour)', () => {
  const session = { date: '2026-11-21', time: '14:15' }; // 08:45Z

  it('is not completed before or exactly one hour after the start', () => {
    expect(isSessionCompleted(session, at('2026-11-21T08:00:00Z'))).toBe(false);
    expect(isSessionCompleted(session, at('2026-11-21T09:00:00Z'))).toBe(false);
    expect(isSessionCompleted(session, at('2026-11-21T09:45:00Z'))).toBe(false);
  });

  it('is completed once more than an hour has passed', () => {
    expect(isSessionCompleted(session, at('2026-11-21T09:45:00.001Z'))).toBe(true);
    expect(isSessionCompleted(session, at('2026-12-01T00:00:00Z'))).toBe(true);
  });

  it('reads all three time styles as the same start', () => {
    const now = at('2026-11-21T09:46:00Z');
    for (const time of ['14:15', '14:15:00', '2:15 PM']) {
      expect(isSessionCompleted({ date: '2026-11-21', time }, now)).toBe(true);
      expect(isSessionCompleted({ date: '2026-11-21', time }, at('2026-11-21T09:44:00Z'))).toBe(false);
    }
  });

  it('treats an unparsable date or time as not completed', () => {
    const now = at('2030-01-01T00:00:00Z');
    expect(isSessionCompleted({ date: '2026-11-21', time: 'soon' }, now)).toBe(false);
    expect(isSessionCompleted({ date: 'tomorrow', time: '14:15' }, now)).toBe(false);
    expect(isSessionCompleted({ date: '', time: '' }, now)).toBe(false);
  });

  it('crosses midnight and the year end in Indian time', () => {
    // 23:30 IST on 31 Dec = 18:00Z; completed after 19:00Z (00:30 IST on 1 Jan).
    const late = { date: '2026-12-31', time: '11:30 PM' };
    expect(isSessionCompleted(late, at('2026-12-31T19:00:00Z'))).toBe(false);
    expect(isSessionCompleted(late, at('2026-12-31T19:00:01Z'))).toBe(true);
  });
});
