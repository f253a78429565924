import { formatDateLong, formatSessionTime, sessionStart } from '@sukoon/contracts';

/**
 * "Sat, 22 Nov 2025, 9:15 am IST", with the reader's own time beside it outside India, as the booking showed it;
 * null for a date or time that cannot be read.
 */
export function sessionWhen(session: { date: string; time: string }, viewerTimeZone: string): string | null {
  const start = sessionStart(session.date, session.time);
  return start ? `${formatDateLong(session.date)}, ${formatSessionTime(start, viewerTimeZone)}` : null;
}
