import { bookingWindow, SLOT_TIMES, todayIst } from '@sukoon/contracts';
import { and, eq, gt, gte, sql } from 'drizzle-orm';
import { rowsOf, type Db, type Tx } from '../../db';
import { isUniqueViolation } from '../accounts/users';
import { services } from '../catalogue/schema';
import { weekOf, workingSlots } from '../counsellors/hours';
import { counsellors } from '../counsellors/schema';
import { bookings } from './schema';
import { isActiveAt, type SlotKey } from './slots';

/** The one rule against double booking: one held or confirmed session per counsellor, date and start. */
export const COUNSELLOR_SLOT_KEY = 'bookings_active_counsellor_slot_key';
/** One held or confirmed booking per person of one service's slot, so a person's retries never take two counsellors. */
export const CLIENT_SLOT_KEY = 'bookings_active_client_slot_key';

const GRID = SLOT_TIMES.map((time) => `${time}:00`);

/** Thrown inside a booking's transaction when every counsellor who could take the slot is taken. */
export class NoCounsellorLeft extends Error {
  constructor() {
    super('No counsellor is free for this slot');
  }
}

/** True when a booking lost its slot: nobody left to take it, or one of the two indexes refused the row. */
export function isSlotTaken(error: unknown): boolean {
  return (
    error instanceof NoCounsellorLeft ||
    isUniqueViolation(error, COUNSELLOR_SLOT_KEY) ||
    isUniqueViolation(error, CLIENT_SLOT_KEY)
  );
}

/** Whether the counsellor of a row `w` of workingSlots has an active booking at that row's slot. */
const bookedThen = (now: Date) =>
  sql`exists (select 1 from ${bookings} where ${bookings.counsellorId} = w.counsellor_id
    and ${bookings.date} = w.date and ${bookings.startTime} = w.start_time and ${isActiveAt(now)})`;

/**
 * The counsellors free at one slot of a service (active, offering it, working then, no active booking then), in the
 * order "first available" tries them: the fewest active sessions in that week (Monday to Sunday, India) first, ties
 * by id, so equal counsellors take sessions in turn. With `counsellorId`, that counsellor if free.
 */
export async function freeCounsellors(
  db: Db | Tx,
  query: SlotKey & { now: Date; counsellorId?: number | undefined },
): Promise<number[]> {
  const { first, last } = weekOf(query.date);
  const working = workingSlots({
    serviceId: query.serviceId,
    dates: [query.date],
    times: [query.startTime],
    counsellorId: query.counsellorId,
  });
  const rows = rowsOf<{ counsellor_id: number }>(
    await db.execute(sql`select w.counsellor_id from (${working}) as w
      where not ${bookedThen(query.now)}
      order by (select count(*) from ${bookings} where ${bookings.counsellorId} = w.counsellor_id
        and ${bookings.date} between ${first} and ${last} and ${isActiveAt(query.now)}), w.counsellor_id`),
  );
  return rows.map((row) => Number(row.counsellor_id));
}

/**
 * Tries `take` with each of `candidates` in turn, each attempt in a savepoint: when another request took that
 * counsellor meanwhile, the unique index refuses the row and only the savepoint is rolled back (a unique violation
 * aborts a PostgreSQL transaction), so the next one is tried. Throws NoCounsellorLeft when none is left.
 */
export async function takeFreeCounsellor<T>(
  tx: Tx,
  candidates: readonly number[],
  take: (savepoint: Tx, counsellorId: number) => Promise<T>,
): Promise<T> {
  for (const counsellorId of candidates) {
    try {
      return await tx.transaction((savepoint) => take(savepoint, counsellorId));
    } catch (error) {
      if (!isUniqueViolation(error, COUNSELLOR_SLOT_KEY)) throw error;
    }
  }
  throw new NoCounsellorLeft();
}

export interface BookedSlotsQuery {
  serviceId: number;
  now: Date;
  /** The caller: their own unpaid holds that still stand are marked `held_by_you`. */
  userId?: number | undefined;
  /** The slots this counsellor cannot take, instead of the slots nobody can take. */
  counsellorId?: number | undefined;
}

/** A slot as booked-sessions lists it: the date and the start 'HH:mm:ss', and whether it is the caller's own hold. */
export interface BookedSlot {
  date: string;
  start_time: string;
  held_by_you?: boolean;
}

/**
 * `booked_sessions` of a service, over the booking window (today plus 6 days in India): every slot of the grid that no
 * counsellor can take (with `counsellorId`: that this one cannot take), in order; the caller's own unpaid hold that
 * still stands is marked `held_by_you` (book-now reuses it, so the grid offers it instead of a dead "Booked"). Or which
 * of the two does not exist. One query: it runs for every booking grid shown.
 */
export async function bookedSessionsOf(
  db: Db | Tx,
  query: BookedSlotsQuery,
): Promise<{ missing: 'service' | 'counsellor' } | { booked: BookedSlot[] }> {
  const dates = bookingWindow(query.now);
  const { serviceId, counsellorId, userId } = query;
  const working = workingSlots({ serviceId, dates, times: GRID, counsellorId });
  const own = and(
    eq(bookings.userId, userId ?? 0),
    eq(bookings.serviceId, serviceId),
    eq(bookings.status, 'held'),
    gt(bookings.holdExpiresAt, query.now),
    gte(bookings.date, todayIst(query.now)),
    counsellorId === undefined ? undefined : eq(bookings.counsellorId, counsellorId),
  );
  const rows = rowsOf<{ kind: 'service' | 'counsellor' | 'free' | 'own'; date: string; start_time: string }>(
    await db.execute(sql`select 'service' as kind, null as date, null as start_time
        from ${services} where ${eq(services.id, serviceId)}
      union all select 'counsellor', null, null
        from ${counsellors} where ${eq(counsellors.id, counsellorId ?? 0)}
      union all select distinct 'free', w.date::text, w.start_time::text
        from (${working}) as w where not ${bookedThen(query.now)}
      union all select 'own', ${bookings.date}::text, ${bookings.startTime}::text from ${bookings} where ${own}`),
  );
  const kinds = new Set(rows.map((row) => row.kind));
  if (!kinds.has('service')) return { missing: 'service' };
  if (counsellorId !== undefined && !kinds.has('counsellor')) return { missing: 'counsellor' };
  const keysOf = (kind: string) =>
    new Set(rows.filter((row) => row.kind === kind).map((row) => `${row.date} ${row.start_time}`));
  const [open, held] = [keysOf('free'), keysOf('own')];
  return {
    booked: dates.flatMap((date) =>
      GRID.flatMap((start_time): BookedSlot[] => {
        const key = `${date} ${start_time}`;
        if (held.has(key)) return [{ date, start_time, held_by_you: true }];
        return open.has(key) ? [] : [{ date, start_time }];
      }),
    ),
  };
}
