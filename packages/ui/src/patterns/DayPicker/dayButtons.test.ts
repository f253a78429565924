import { describe, expect, it } from 'vitest';
import { dayButton, dayButtons } from './dayButtons';

describe('dayButton', () => {
  it('labels an Indian calendar date', () => {
    expect(dayButton('2026-11-21')).toEqual({ date: '2026-11-21', weekday: 'Sat', day: '21', month: 'Nov' });
    expect(dayButton('2027-01-01')).toEqual({ date: '2027-01-01', weekday: 'Fri', day: '1', month: 'Jan' });
  });
});

describe('dayButtons', () => {
  it('offers today in India plus six days', () => {
    const days = dayButtons(new Date('2026-11-21T04:00:00Z'));
    expect(days.map((d) => d.date)).toEqual([
      '2026-11-21',
      '2026-11-22',
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
    ]);
    expect(days.map((d) => d.weekday)).toEqual(['Sat', 'Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri']);
  });

  it('starts on the Indian date, not the UTC one, just after midnight in India', () => {
    // 18:31 UTC on 31 December is 00:01 on 1 January in India.
    const days = dayButtons(new Date('2026-12-31T18:31:00Z'));
    expect(days[0]).toEqual({ date: '2027-01-01', weekday: 'Fri', day: '1', month: 'Jan' });
    expect(days[6]?.date).toBe('2027-01-07');
  });

  it('still shows the Indian date late at night in India', () => {
    // 18:29 UTC is 23:59 on 31 December in India.
    expect(dayButtons(new Date('2026-12-31T18:29:00Z'))[0]?.date).toBe('2026-12-31');
  });
});
