import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  SLOT_TIMES,
  addCalendarDays,
  bookingWindow,
  buildSlots,
  isBookableSlot,
  slotEndTime,
  slotInstant,
  toApiTime,
  todayIst,
} from './slots';
import { durationMinutes } from './sessionLength';

const at = (iso: string) => new Date(iso);

describe('SLOT_TIMES', () => {
  it('is the 75-minute series from 08:00; 20:00 (the end) never starts a slot', () => {
    expect(SLOT_TIMES).toEqual([
      '08:00',
      '09:15',
      '10:30',
      '11:45',
      '13:00',
      '14:15',
      '15:30',
      '16:45',
      '18:00',
      '19:15',
    ]);
    expect(SLOT_TIMES).not.toContain('20:00');
  });
});

describe('bookingWindow', () => {
  it('is today plus 6 days as Indian dates', () => {
    expect(bookingWindow(at('2026-11-21T06:00:00Z'))).toEqual([
      '2026-11-21',
      '2026-11-22',
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
    ]);
  });

  it('at 23:59 IST on 31 Dec (18:29Z) still starts on 31 Dec and crosses the year', () => {
    expect(bookingWindow(at('2026-12-31T18:29:00Z'))).toEqual([
      '2026-12-31',
      '2027-01-01',
      '2027-01-02',
      '2027-01-03',
      '2027-01-04',
      '2027-01-05',
      '2027-01-06',
    ]);
  });

  it('at 18:31Z on 31 Dec it is already 1 Jan in India', () => {
    const window = bookingWindow(at('2026-12-31T18:31:00Z'));
    expect(window[0]).toBe('2027-01-01');
    expect(window[6]).toBe('2027-01-07');
  });

  it('exactly at Indian midnight (18:30Z) the new day has begun', () => {
    expect(todayIst(at('2026-12-31T18:30:00Z'))).toBe('2027-01-01');
    expect(todayIst(at('2026-12-31T18:29:59.999Z'))).toBe('2026-12-31');
  });

  it('crosses the end of February in a leap year', () => {
    expect(bookingWindow(at('2028-02-27T00:00:00Z')).slice(0, 4)).toEqual([
      '2028-02-27',
      '2028-02-28',
      '2028-02-29',
      '2028-03-01',
    ]);
    expect(addCalendarDays('2027-02-28', 1)).toBe('2027-03-01');
  });
});

describe('buildSlots', () => {
  it('gives each slot its UTC instant and Indian display time', () => {
    const slots = buildSlots({ date: '2026-11-21', now: at('2026-11-01T00:00:00Z') });
    expect(slots).toHaveLength(10);
    expect(slots[0]).toEqual({
      time: '08:00',
      available: true,
      utcTime: '2026-11-21T02:30:00.000Z',
      istTime: '8:00 am',
      isPast: false,
      isBooked: false,
      heldForYou: false,
      duration: 60,
    });
    expect(slots[5]).toMatchObject({ time: '14:15', utcTime: '2026-11-21T08:45:00.000Z', istTime: '2:15 pm' });
    expect(slots[9]).toMatchObject({ time: '19:15', utcTime: '2026-11-21T13:45:00.000Z', istTime: '7:15 pm' });
  });

  it('marks slots that start before the current Indian time as past', () => {
    // 14:15 IST exactly: the 14:15 slot has not started "before" now, so it stays open.
    const now = at('2026-11-21T08:45:00Z');
    const slots = buildSlots({ date: '2026-11-21', now });
    expect(slots.filter((s) => s.isPast).map((s) => s.time)).toEqual(['08:00', '09:15', '10:30', '11:45', '13:00']);
    expect(slots.find((s) => s.time === '14:15')).toMatchObject({ isPast: false, available: true });
    // One millisecond later it is past.
    const later = buildSlots({ date: '2026-11-21', now: at('2026-11-21T08:45:00.001Z') });
    expect(later.find((s) => s.time === '14:15')).toMatchObject({ isPast: true, available: false });
  });

  it('marks booked slots by date and HH:mm start, ignoring other days', () => {
    const slots = buildSlots({
      date: '2026-11-21',
      now: at('2026-11-20T00:00:00Z'),
      booked: [
        { date: '2026-11-21', start_time: '10:30:00' },
        { date: '2026-11-21', start_time: '18:00' },
        { date: '2026-11-22', start_time: '08:00:00' },
      ],
    });
    expect(slots.filter((s) => s.isBooked).map((s) => s.time)).toEqual(['10:30', '18:00']);
    expect(slots.find((s) => s.time === '10:30')).toMatchObject({ available: false, isPast: false });
    expect(slots.find((s) => s.time === '08:00')).toMatchObject({ available: true, isBooked: false });
  });

  it('offers the caller’s own hold (held_by_you) as held for them and available, not booked', () => {
    const slots = buildSlots({
      date: '2026-11-21',
      now: at('2026-11-21T03:00:00Z'), // 08:30 IST: 08:00 has gone
      booked: [
        { date: '2026-11-21', start_time: '10:30:00', held_by_you: true },
        { date: '2026-11-21', start_time: '13:00:00' },
        { date: '2026-11-21', start_time: '08:00:00', held_by_you: true },
      ],
    });
    expect(slots.find((s) => s.time === '10:30')).toMatchObject({ available: true, isBooked: false, heldForYou: true });
    expect(slots.find((s) => s.time === '13:00')).toMatchObject({
      available: false,
      isBooked: true,
      heldForYou: false,
    });
    // A past hold is just past.
    expect(slots.find((s) => s.time === '08:00')).toMatchObject({ isPast: true, available: false, heldForYou: false });
    expect(slots.filter((s) => s.heldForYou).map((s) => s.time)).toEqual(['10:30']);
  });

  it('a slot can be both past and booked', () => {
    const [first] = buildSlots({
      date: '2026-11-21',
      now: at('2026-11-21T12:00:00Z'),
      booked: [{ date: '2026-11-21', start_time: '08:00:00' }],
    });
    expect(first).toMatchObject({ isPast: true, isBooked: true, available: false });
  });

  it('at 23:59 IST on 31 Dec every slot of 31 Dec is past and none of 1 Jan', () => {
    const now = at('2026-12-31T18:29:00Z');
    expect(buildSlots({ date: '2026-12-31', now }).every((s) => s.isPast)).toBe(true);
    expect(buildSlots({ date: '2027-01-01', now }).some((s) => s.isPast)).toBe(false);
  });

  it('passes a duration through (30 minutes for the student card)', () => {
    expect(buildSlots({ date: '2026-11-21', now: at('2026-11-01T00:00:00Z'), duration: 30 })[0]?.duration).toBe(30);
  });

  describe('for a viewer in another time zone', () => {
    afterEach(() => {
      vi.unstubAllEnvs();
    });

    it.each(['America/Los_Angeles', 'Pacific/Kiritimati', 'UTC', 'Asia/Kolkata'])('%s sees the same slots', (zone) => {
      const now = at('2026-12-31T18:29:00Z');
      const date = '2027-01-01';
      const expected = {
        window: bookingWindow(now),
        slots: buildSlots({ date, now, booked: [{ date, start_time: '09:15:00' }] }),
      };
      vi.stubEnv('TZ', zone);
      // Proves the zone really changed for this process (Los Angeles is UTC-8 in January).
      if (zone === 'America/Los_Angeles') expect(new Date('2027-01-01T00:00:00Z').getTimezoneOffset()).toBe(480);
      if (zone === 'Pacific/Kiritimati') expect(new Date('2027-01-01T00:00:00Z').getTimezoneOffset()).toBe(-840);
      expect(bookingWindow(now)).toEqual(expected.window);
      expect(buildSlots({ date, now, booked: [{ date, start_time: '09:15:00' }] })).toEqual(expected.slots);
      expect(expected.slots[0]?.utcTime).toBe('2027-01-01T02:30:00.000Z');
      expect(expected.slots[1]?.isBooked).toBe(true);
      expect(isBookableSlot('2027-01-01', '08:00:00', now)).toBe(true);
      expect(isBookableSlot('2026-12-31', '19:15:00', now)).toBe(false);
    });
  });
});

describe('isBookableSlot', () => {
  const now = at('2026-11-21T08:45:00Z'); // 14:15 IST on 21 Nov

  it('accepts a real slot in the window that has not started', () => {
    expect(isBookableSlot('2026-11-21', '14:15:00', now)).toBe(true);
    expect(isBookableSlot('2026-11-21', '19:15', now)).toBe(true);
    expect(isBookableSlot('2026-11-27', '08:00:00', now)).toBe(true);
  });

  it('rejects past slots, times off the series and malformed times', () => {
    expect(isBookableSlot('2026-11-21', '13:00:00', now)).toBe(false);
    expect(isBookableSlot('2026-11-22', '08:30:00', now)).toBe(false);
    expect(isBookableSlot('2026-11-22', '20:00:00', now)).toBe(false);
    expect(isBookableSlot('2026-11-22', '08:00:30', now)).toBe(false);
    expect(isBookableSlot('2026-11-22', '8:00', now)).toBe(false);
  });

  it('rejects dates outside today plus 6 days', () => {
    expect(isBookableSlot('2026-11-20', '19:15:00', now)).toBe(false);
    expect(isBookableSlot('2026-11-28', '08:00:00', now)).toBe(false);
  });
});

describe('helpers', () => {
  it('converts and adds times', () => {
    expect(toApiTime('09:15')).toBe('09:15:00');
    expect(toApiTime('09:15:00')).toBe('09:15:00');
    expect(slotEndTime('19:15')).toBe('20:15:00');
    expect(slotEndTime('11:45:00', 30)).toBe('12:15:00');
    expect(slotInstant('2026-11-21', '08:00:00').toISOString()).toBe('2026-11-21T02:30:00.000Z');
  });

  it('reads session durations', () => {
    expect(durationMinutes('01:00:00')).toBe(60);
    expect(durationMinutes('00:30:00')).toBe(30);
    expect(durationMinutes('garbage')).toBe(60);
    expect(durationMinutes(undefined)).toBe(60);
  });
});
