import { formatInTimeZone } from 'date-fns-tz';
import { IST, isIndianTimeZone } from './zone';

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

/** The zone's short name as the viewer knows it ("EDT", "GMT+1"), from the browser's own zone data. */
function zoneAbbreviation(instant: Date, timeZone: string): string {
  const part = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'short' })
    .formatToParts(instant)
    .find((p) => p.type === 'timeZoneName');
  return part?.value ?? timeZone;
}

/**
 * The same instant on the viewer's clock, for clients outside India: "11:45 pm EDT", with the weekday when their
 * calendar day is not India's ("Mon 11:45 pm EDT"). Undefined in India, or for a zone the browser does not know.
 */
export function formatTimeInViewerZone(date: Date | string, timeZone: string): string | undefined {
  const instant = date instanceof Date ? date : new Date(date);
  if (Number.isNaN(instant.getTime()) || isIndianTimeZone(timeZone)) return undefined;
  try {
    const day = formatInTimeZone(instant, timeZone, 'yyyy-MM-dd');
    const weekday =
      day === formatInTimeZone(instant, IST, 'yyyy-MM-dd') ? '' : `${formatInTimeZone(instant, timeZone, 'EEE')} `;
    return `${weekday}${formatInTimeZone(instant, timeZone, 'h:mm aaa')} ${zoneAbbreviation(instant, timeZone)}`;
  } catch {
    return undefined; // RangeError: an unknown zone name
  }
}

/** A session's time as every client reads it: "9:15 am IST", and "9:15 am IST · 11:45 pm EDT" outside India. */
export function formatSessionTime(date: Date | string, viewerTimeZone: string = IST): string {
  const ist = `${formatTimeIst(date)} IST`;
  const local = formatTimeInViewerZone(date, viewerTimeZone);
  return local ? `${ist} · ${local}` : ist;
}
