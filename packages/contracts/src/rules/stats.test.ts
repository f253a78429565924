import { describe, expect, it } from 'vitest';
import { statistics, yearsSince2014 } from './stats';

describe('yearsSince2014', () => {
  it('is the current Indian year minus 2014 plus 1', () => {
    expect(yearsSince2014(new Date('2026-06-01T00:00:00Z'))).toBe(13);
    expect(yearsSince2014(new Date('2014-01-01T00:00:00Z'))).toBe(1);
  });

  it('turns over at Indian midnight on 1 Jan, not UTC midnight', () => {
    expect(yearsSince2014(new Date('2026-12-31T18:29:00Z'))).toBe(13);
    expect(yearsSince2014(new Date('2026-12-31T18:31:00Z'))).toBe(14);
  });
});

describe('statistics', () => {
  it('gives the four figures of A9', () => {
    expect(statistics(new Date('2025-03-01T00:00:00Z'))).toEqual([
      { key: 'years', value: 12, display: '12+', label: 'Years' },
      { key: 'institutions', value: 150, display: '150+', label: 'Institutions' },
      { key: 'students', value: 200000, display: '200,000+', label: 'Students' },
      { key: 'clients', value: 10000, display: '10,000+', label: 'Clients' },
    ]);
  });
});
