import { fromZonedTime } from 'date-fns-tz';
import { IST } from './zone';

/** B4, B9: a session counts as completed when now is more than one hour after its start. */
export const SESSION_COMPLETED_AFTER_MS = 60 * 60 * 1000;

/**
 * A booking's start as an instant, reading date 'yyyy-MM-dd' and time '14:15', '14:15:00' or '2:15 PM'
 * (any letter case, space optional) as Indian time. Null when either cannot be read.
 */
export function sessionStart(date: string, time: string): Date | null {
  const d = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date.trim());
  if (!d) return null;
  const hhmm = parseClock(time);
  if (hhmm === null) return null;
  const [, y, m, day] = d as unknown as [string, string, string, string];
  const check = new Date(Date.UTC(Number(y), Number(m) - 1, Number(day)));
  if (check.getUTCMonth() !== Number(m) - 1 || check.getUTCDate() !== Number(day)) return null;
  const instant = fromZonedTime(`${date.trim()}T${hhmm}:00`, IST);
  return Number.isNaN(instant.getTime()) ? null : instant;
}

/** '14:15', '14:15:00', '2:15 PM', '2:15pm', '12:00 AM' -> 'HH:mm' (24 h); null when unreadable. */
export function parseClock(time: string): string | null {
  const t = time.trim();
  const h24 = /^([01]?\d|2[0-3]):([0-5]\d)(?::[0-5]\d)?$/.exec(t);
  if (h24) return `${h24[1]!.padStart(2, '0')}:${h24[2]}`;
  const h12 = /^(0?[1-9]|1[0-2]):([0-5]\d)(?::[0-5]\d)?\s*([ap])\.?m\.?$/i.exec(t);
  if (h12) {
    const hour = (Number(h12[1]) % 12) + (h12[3]!.toLowerCase() === 'p' ? 12 : 0);
    return `${String(hour).padStart(2, '0')}:${h12[2]}`;
  }
  return null;
}

/** B4: completed when now is more than one hour after the start; an unreadable date or time is not completed. */
export function isSessionCompleted({ date, time }: { date: string; time: string }, now: Date): boolean {
  const start = sessionStart(date, time);
  if (start === null) return false;
  return now.getTime() - start.getTime() > SESSION_COMPLETED_AFTER_MS;
}
