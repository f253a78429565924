import { formatInTimeZone, fromZonedTime } from 'date-fns-tz';
import { IST } from './zone';
import { SESSION_MINUTES } from './sessionLength';

/**
 * B9: slots from 08:00 to 20:00 Asia/Kolkata, 75 minutes apart (60-minute session + 15-minute buffer),
 * the first at 08:00. 20:00 is the end of the day's range, so it never starts a slot: the last start is
 * 19:15 (its session ends at 20:15, inside the 75-minute step the spec allows it).
 */
export const SLOT_DAY_START = '08:00';
export const SLOT_DAY_END = '20:00';
export const SLOT_INTERVAL_MINUTES = 75;
export const BUFFER_MINUTES = 15;
/** B9: today plus 6 days. */
export const BOOKING_WINDOW_DAYS = 7;

function minutesOf(hhmm: string): number {
  const [h, m] = hhmm.split(':').map(Number) as [number, number];
  return h * 60 + m;
}

function hhmmOf(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** The day's start times 'HH:mm': 08:00, 09:15, ... 19:15. */
export const SLOT_TIMES: readonly string[] = (() => {
  const times: string[] = [];
  for (let t = minutesOf(SLOT_DAY_START); t < minutesOf(SLOT_DAY_END); t += SLOT_INTERVAL_MINUTES)
    times.push(hhmmOf(t));
  return times;
})();

export interface TimeSlot {
  /** 'HH:mm', Indian time. */
  time: string;
  available: boolean;
  /** The start instant, ISO 8601 in UTC. */
  utcTime: string;
  /** Display, Indian time, as formatTimeIst writes it (e.g. "2:15 pm"). */
  istTime: string;
  isPast: boolean;
  /** Taken by someone else (or paid): cannot be chosen. */
  isBooked: boolean;
  /**
   * The signed-in person's own unpaid hold (booked-sessions' `held_by_you`): open to them, and booking it again
   * reuses the hold. Never past.
   */
  heldForYou: boolean;
  /** Minutes. */
  duration: number;
}

/** A booked session as the booked-sessions call returns it. */
export interface BookedRef {
  date: string;
  start_time: string;
  /** The caller's own unpaid hold: shown as held for them and selectable. */
  held_by_you?: boolean | undefined;
}

/** Today's date in India, 'yyyy-MM-dd'. */
export function todayIst(now: Date): string {
  return formatInTimeZone(now, IST, 'yyyy-MM-dd');
}

/** Adds whole days to a 'yyyy-MM-dd' calendar date (pure calendar arithmetic, no zone involved). */
export function addCalendarDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** B9: the 7 bookable dates, today plus 6 days, as Indian calendar dates. */
export function bookingWindow(now: Date): string[] {
  const today = todayIst(now);
  return Array.from({ length: BOOKING_WINDOW_DAYS }, (_, i) => addCalendarDays(today, i));
}

/** The instant a slot starts: `date` 'yyyy-MM-dd' and `time` 'HH:mm' read as Indian time. */
export function slotInstant(date: string, time: string): Date {
  return fromZonedTime(`${date}T${time.slice(0, 5)}:00`, IST);
}

/**
 * The slots of one day (B4, B9). Past: the start is before now (that is, before the current Indian time
 * on that day). Booked: a booked session has the same date and HH:mm start. Available: neither. A booked
 * session marked `held_by_you` is the caller's own hold: not booked, available, and `heldForYou`.
 */
export function buildSlots({
  date,
  now,
  booked = [],
  duration = SESSION_MINUTES,
}: {
  date: string;
  now: Date;
  booked?: readonly BookedRef[];
  duration?: number;
}): TimeSlot[] {
  const ofDay = booked.filter((b) => b.date === date);
  const bookedTimes = new Set(ofDay.filter((b) => !b.held_by_you).map((b) => b.start_time.slice(0, 5)));
  const heldTimes = new Set(ofDay.filter((b) => b.held_by_you).map((b) => b.start_time.slice(0, 5)));
  return SLOT_TIMES.map((time) => {
    const start = slotInstant(date, time);
    const isPast = start.getTime() < now.getTime();
    const isBooked = bookedTimes.has(time);
    return {
      time,
      available: !isPast && !isBooked,
      utcTime: start.toISOString(),
      istTime: formatInTimeZone(start, IST, 'h:mm aaa'),
      isPast,
      isBooked,
      heldForYou: !isPast && !isBooked && heldTimes.has(time),
      duration,
    };
  });
}

/**
 * The server's check (DESIGN: "a real slot in the 7-day window and not past"): `startTime` is 'HH:mm'
 * or 'HH:mm:00' and one of SLOT_TIMES, `date` is in bookingWindow(now), and the start is not before now.
 */
export function isBookableSlot(date: string, startTime: string, now: Date): boolean {
  const match = /^(\d{2}:\d{2})(:00)?$/.exec(startTime);
  if (!match?.[1] || !SLOT_TIMES.includes(match[1])) return false;
  if (!bookingWindow(now).includes(date)) return false;
  return slotInstant(date, match[1]).getTime() >= now.getTime();
}

/** 'HH:mm' -> 'HH:mm:ss' as book-now sends start_time. */
export function toApiTime(time: string): string {
  return time.length === 5 ? `${time}:00` : time;
}

/** The end of a session that starts at `startTime`, 'HH:mm:ss' (book-now's end_time). */
export function slotEndTime(startTime: string, durationMinutes: number = SESSION_MINUTES): string {
  return `${hhmmOf(minutesOf(startTime) + durationMinutes)}:00`;
}
