import { addCalendarDays } from '@sukoon/contracts';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import {
  counsellorOverrides,
  counsellors,
  counsellorServices,
  counsellorTimeOff,
  counsellorWeeklyHours,
} from './schema';

/** ISO weekdays, 1 Monday to 7 Sunday, as the weekly template stores them. */
export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

/** The ISO weekday of an Indian calendar date 'yyyy-MM-dd' (pure calendar arithmetic). */
export function isoWeekday(date: string): number {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return ((new Date(Date.UTC(y, m - 1, d)).getUTCDay() + 6) % 7) + 1;
}

/** Monday and Sunday of the week a date falls in. */
export function weekOf(date: string): { first: string; last: string } {
  const first = addCalendarDays(date, 1 - isoWeekday(date));
  return { first, last: addCalendarDays(first, 6) };
}

export interface WorkingQuery {
  serviceId: number;
  /** Indian calendar dates 'yyyy-MM-dd'. */
  dates: readonly string[];
  /** Slot starts 'HH:mm:ss' of the grid. */
  times: readonly string[];
  /** Only this counsellor. */
  counsellorId?: number | undefined;
}

const valuesOf = (items: readonly string[], type: SQL) =>
  sql.join(
    items.map((item) => sql`(${item}::${type})`),
    sql`, `,
  );

/**
 * Who works when, as a subquery of rows (counsellor_id, date, start_time): the active counsellors who offer the
 * service, on each of `dates` at each of `times`. A counsellor works a slot by the day's override when there is one,
 * else by the weekly template unless the date is inside their time off. Bookings are not looked at here: capacity
 * (bookings/capacity.ts) takes away the slots already booked.
 */
export function workingSlots(query: WorkingQuery): SQL {
  const counsellor = query.counsellorId === undefined ? sql`true` : eq(counsellors.id, query.counsellorId);
  return sql`select ${counsellors.id} as counsellor_id, d.date, g.start_time
    from ${counsellors}
    join ${counsellorServices}
      on ${and(eq(counsellorServices.counsellorId, counsellors.id), eq(counsellorServices.serviceId, query.serviceId))}
    cross join (values ${valuesOf(query.dates, sql`date`)}) as d(date)
    cross join (values ${valuesOf(query.times, sql`time`)}) as g(start_time)
    left join ${counsellorOverrides}
      on ${counsellorOverrides.counsellorId} = ${counsellors.id}
      and ${counsellorOverrides.date} = d.date and ${counsellorOverrides.startTime} = g.start_time
    where ${counsellors.active} and ${counsellor} and coalesce(${counsellorOverrides.works}, (
      exists (select 1 from ${counsellorWeeklyHours} where ${counsellorWeeklyHours.counsellorId} = ${counsellors.id}
        and ${counsellorWeeklyHours.weekday} = extract(isodow from d.date) and ${counsellorWeeklyHours.startTime} = g.start_time)
      and not exists (select 1 from ${counsellorTimeOff} where ${counsellorTimeOff.counsellorId} = ${counsellors.id}
        and d.date between ${counsellorTimeOff.firstDate} and ${counsellorTimeOff.lastDate})))`;
}
