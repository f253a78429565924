import { IST } from './zone';

/** A1: the company was founded in 2014. */
export const FOUNDING_YEAR = 2014;

// The browser's own Intl, not date-fns-tz: the home page needs only the year, and date-fns-tz with date-fns' format
// would be about 8 kB gz of its first load.
const yearInIndia = new Intl.DateTimeFormat('en-US', { timeZone: IST, year: 'numeric' });

/** A9: the current year (in India) minus 2014 plus 1. */
export function yearsSince2014(now: Date): number {
  return Number(yearInIndia.format(now)) - FOUNDING_YEAR + 1;
}

export interface Statistic {
  key: 'years' | 'institutions' | 'students' | 'clients';
  value: number;
  /** The figure as shown, "200,000+" (grouping as the spec writes it). */
  display: string;
  label: string;
}

const grouped = new Intl.NumberFormat('en-US');

/** A9: years (computed), 150+ institutions, 200,000+ students, 10,000+ clients. */
export function statistics(now: Date): Statistic[] {
  const stat = (key: Statistic['key'], value: number, label: string): Statistic => ({
    key,
    value,
    display: `${grouped.format(value)}+`,
    label,
  });
  return [
    stat('years', yearsSince2014(now), 'Years'),
    stat('institutions', 150, 'Institutions'),
    stat('students', 200_000, 'Students'),
    stat('clients', 10_000, 'Clients'),
  ];
}
