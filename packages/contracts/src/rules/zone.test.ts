import { formatInTimeZone } from 'date-fns-tz';
import { describe, expect, it } from 'vitest';
import { IST, indianDate } from './zone';

describe('indianDate', () => {
  it("is date-fns-tz's date in Asia/Kolkata, around every Indian midnight and at random instants", () => {
    const instants: Date[] = [];
    // Each Indian midnight (18:30 UTC) of 2020 to 2030, a minute and a millisecond either side.
    for (let day = Date.UTC(2020, 0, 1, 18, 30); day < Date.UTC(2031, 0, 1); day += 86_400_000) {
      for (const offset of [-60_000, -1, 0, 1, 60_000]) instants.push(new Date(day + offset));
    }
    // And instants drawn across 1950 to 2100 (a seeded generator, so a failure repeats).
    let seed = 20261127;
    const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
    const from = Date.UTC(1950, 0, 1);
    const to = Date.UTC(2100, 0, 1);
    for (let i = 0; i < 5_000; i++) instants.push(new Date(from + Math.floor(random() * (to - from))));
    for (const instant of instants) {
      expect(indianDate(instant), instant.toISOString()).toBe(formatInTimeZone(instant, IST, 'yyyy-MM-dd'));
    }
  });
});
