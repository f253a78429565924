import { formatInTimeZone } from 'date-fns-tz';
import { IST } from './zone';

/**
 * Display formats (B9: en-GB short dates; times in Asia/Kolkata). A 'yyyy-MM-dd' string is a calendar
 * date and is shown as that date; a Date or timestamp is shown as its date in India.
 */
type DateInput = Date | string;

function toInstant(date: DateInput): Date | null {
  if (date instanceof Date) return Number.isNaN(date.getTime()) ? null : date;
  const text = date.trim();
  // A calendar date means midday in India, so no zone can move it to another day.
  const instant = /^\d{4}-\d{2}-\d{2}$/.test(text) ? new Date(`${text}T12:00:00+05:30`) : new Date(text);
  return Number.isNaN(instant.getTime()) ? null : instant;
}

/** en-GB short style, "21/11/2026". Unreadable input is returned as given ('' for an invalid Date). */
export function formatDateShort(date: DateInput): string {
  const instant = toInstant(date);
  return instant ? formatInTimeZone(instant, IST, 'dd/MM/yyyy') : typeof date === 'string' ? date : '';
}

/** For summaries, "Sat, 21 Nov 2026". */
export function formatDateLong(date: DateInput): string {
  const instant = toInstant(date);
  return instant ? formatInTimeZone(instant, IST, 'EEE, d MMM yyyy') : typeof date === 'string' ? date : '';
}

/** Indian time, en-IN style: "2:15 pm". */
export function formatTimeIst(date: Date | string): string {
  const instant = date instanceof Date ? date : new Date(date);
  if (Number.isNaN(instant.getTime())) return typeof date === 'string' ? date : '';
  return formatInTimeZone(instant, IST, 'h:mm aaa');
}
