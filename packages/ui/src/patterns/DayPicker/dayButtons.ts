import { formatInTimeZone, fromZonedTime } from 'date-fns-tz';
import { bookingWindow } from '@sukoon/contracts';

const ZONE = 'Asia/Kolkata';

/** One day button: the IST calendar date and the three parts of its label. */
export interface DayButton {
  /** yyyy-MM-dd, an Indian calendar date. */
  date: string;
  /** Short weekday, "Sat". */
  weekday: string;
  /** Day of the month, "21". */
  day: string;
  /** Short month, "Nov". */
  month: string;
}

/** The label parts of one IST calendar date ('yyyy-MM-dd'). */
export function dayButton(date: string): DayButton {
  // Midday in India is the same calendar day in every zone the formatter could meet.
  const instant = fromZonedTime(`${date}T12:00:00`, ZONE);
  return {
    date,
    weekday: formatInTimeZone(instant, ZONE, 'EEE'),
    day: formatInTimeZone(instant, ZONE, 'd'),
    month: formatInTimeZone(instant, ZONE, 'MMM'),
  };
}

/** The seven bookable days (today in India plus six) as day buttons, from the shared window rule. */
export function dayButtons(now: Date): DayButton[] {
  return bookingWindow(now).map(dayButton);
}
