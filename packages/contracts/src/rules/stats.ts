import { IST_OFFSET_MS } from './zone';

/** A1: the company was founded in 2014. */
export const FOUNDING_YEAR = 2014;

/** The year in India at `now` (the footer's copyright year, A9's count), by the fixed offset (see IST_OFFSET_MS). */
export function yearInIndia(now: Date): number {
  return new Date(now.getTime() + IST_OFFSET_MS).getUTCFullYear();
}

/** A9: the current year (in India) minus 2014 plus 1. */
export function yearsSince2014(now: Date): number {
  return yearInIndia(now) - FOUNDING_YEAR + 1;
}

export interface Statistic {
  key: 'years' | 'institutions' | 'students' | 'clients';
  value: number;
  /** The figure as shown, "200,000+" (grouping as the spec writes it). */
  display: string;
  label: string;
}

// Made on first use: the home page's figures need it, the footer (which imports this module on every page) does not.
let grouped: Intl.NumberFormat | undefined;

/** A9: years (computed), 150+ institutions, 200,000+ students, 10,000+ clients. */
export function statistics(now: Date): Statistic[] {
  const stat = (key: Statistic['key'], value: number, label: string): Statistic => ({
    key,
    value,
    display: `${(grouped ??= new Intl.NumberFormat('en-US')).format(value)}+`,
    label,
  });
  return [
    stat('years', yearsSince2014(now), 'Years'),
    stat('institutions', 150, 'Institutions'),
    stat('students', 200_000, 'Students'),
    stat('clients', 10_000, 'Clients'),
  ];
}
