import { eq, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db';
import { requestLimits } from './limitSchema';

/** How often (on the app's clock) one instance deletes the rows whose window has ended. */
export const LIMIT_CLEANUP_EVERY_MS = 60_000;

/** How one counter lets requests through: fixed windows, optionally with a progressive delay before the cap. */
export interface LimitPolicy {
  /** Requests let through per window; the next one waits for the window's end. */
  max: number;
  windowMs: number;
  /**
   * The first `free` requests of a window go through at once; each later one must come `delayMs` after the one before,
   * doubling every time (1 s, 2 s, 4 s, …), until `max`. Without it every request up to `max` goes through at once.
   */
  progressive?: { free: number; delayMs: number };
}

export interface LimitHit {
  /** False: refused, and not counted. */
  allowed: boolean;
  /** Requests let through in this window, this one included when allowed. */
  count: number;
  /** When refused, how long until the next request would be let through. */
  retryAfterMs: number;
}

const t = requestLimits;

/**
 * The limit counters in the database (table request_limits), shared by every instance and kept across restarts. Each
 * request is counted by one INSERT … ON CONFLICT DO UPDATE … RETURNING that decides in SQL (new window or not,
 * refused or not, the next allowed instant), so parallel requests on any number of instances count exactly: the
 * row lock orders them. Time is the app's clock (`now`, passed in), so the test clock moves limits too.
 */
export function createLimitStore(db: Db) {
  let nextCleanupAt = Number.NEGATIVE_INFINITY;

  /** Bounded growth under a flood of keys: rows live no longer than their window (plus at most a minute). */
  async function cleanUp(now: number) {
    if (now < nextCleanupAt) return;
    nextCleanupAt = now + LIMIT_CLEANUP_EVERY_MS;
    await db.delete(t).where(lte(t.windowEndsAt, new Date(now)));
  }

  return {
    /** Counts one request under `key`, unless it comes before the next allowed instant (then it is refused). */
    async hit(key: string, policy: LimitPolicy, now: number): Promise<LimitHit> {
      const at = sql`${new Date(now).toISOString()}::timestamptz`;
      const ms = (value: SQL | number) => sql`(${value} * interval '1 millisecond')`;
      const windowLength = ms(sql`${policy.windowMs}::float8`);
      const windowEnd = sql`${at} + ${windowLength}`;
      const free = policy.progressive?.free ?? policy.max;
      const delayMs = policy.progressive?.delayMs ?? 0;
      // After the `count`-th request of the window that ends at `end`: when may the next one come? (No wait: the
      // window's start, which is never after the clock while the window runs.)
      const nextAllowed = (count: SQL, end: SQL) => sql`case
        when ${count} >= ${policy.max}::int then ${end}
        when ${count} < ${free}::int then ${end} - ${windowLength}
        else least(${at} + ${ms(sql`${delayMs}::float8 * power(2, ${count} - ${free}::int)`)}, ${end}) end`;

      // A window is over when it has ended, or when the clock is before its start (the demo's test clock moved back).
      const windowOver = sql`(${t.windowEndsAt} <= ${at} or ${t.windowEndsAt} - ${windowLength} > ${at})`;
      const tooSoon = sql`(not ${windowOver} and ${at} < ${t.nextAllowedAt})`;
      const count = sql`case when ${windowOver} then 1 when ${tooSoon} then ${t.count} else ${t.count} + 1 end`;
      const end = sql`case when ${windowOver} then ${windowEnd} else ${t.windowEndsAt} end`;

      const [row] = await db
        .insert(t)
        .values({
          key,
          count: 1,
          windowEndsAt: windowEnd,
          nextAllowedAt: nextAllowed(sql`1`, windowEnd),
          refused: false,
        })
        .onConflictDoUpdate({
          target: t.key,
          set: {
            count,
            windowEndsAt: end,
            nextAllowedAt: sql`case when ${tooSoon} then ${t.nextAllowedAt} else ${nextAllowed(count, end)} end`,
            refused: tooSoon,
          },
        })
        .returning({ count: t.count, nextAllowedAt: t.nextAllowedAt, refused: t.refused });
      await cleanUp(now);
      if (!row) throw new Error('request_limits: the upsert returned no row');
      return {
        allowed: !row.refused,
        count: row.count,
        retryAfterMs: row.refused ? Math.max(0, row.nextAllowedAt.getTime() - now) : 0,
      };
    },

    /** Forgets a counter (a successful sign-in clears that person's failures from that client). */
    async clear(key: string): Promise<void> {
      await db.delete(t).where(eq(t.key, key));
    },

    /** Keeps a marker under `key` until `now + forMs` (renewed on every call); see `isMarked`. */
    async mark(key: string, now: number, forMs: number): Promise<void> {
      const until = new Date(now + forMs);
      await db
        .insert(t)
        .values({ key, count: 1, windowEndsAt: until, nextAllowedAt: new Date(now), refused: false })
        .onConflictDoUpdate({ target: t.key, set: { windowEndsAt: until } });
    },

    async isMarked(key: string, now: number): Promise<boolean> {
      const [row] = await db.select({ windowEndsAt: t.windowEndsAt }).from(t).where(eq(t.key, key));
      return row !== undefined && row.windowEndsAt.getTime() > now;
    },
  };
}

export type LimitStore = ReturnType<typeof createLimitStore>;
