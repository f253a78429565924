import { eq } from 'drizzle-orm';
import type { Db } from '../db';
import { clockOffset } from './schema';

/**
 * The server's one clock. Every rule that depends on "now" (slot past, hold expiry, session completed, membership
 * validity, code expiry, request limits) reads `now()` (as `ctx.now`). It is the base clock (real time, or a test's
 * pinned clock) plus the test clock's offset, which only demo mode has: `POST /dev/clock` moves it for everyone.
 */
export interface Clock {
  /** Epoch milliseconds. */
  now(): number;
  /** True in demo mode: the offset can be set and is read from the database. */
  readonly movable: boolean;
  /** Reads the shared offset from the database (start-up and every API request), so every instance agrees. */
  sync(): Promise<void>;
  /** Moves the clock so that now() is `instant` (epoch ms), or back to the base clock with null. Demo mode only. */
  set(instant: number | null): Promise<void>;
}

export function createClock(options: { base: () => number; db: Db; movable: boolean }): Clock {
  const { base, db, movable } = options;
  let offset = 0;
  return {
    now: () => base() + offset,
    movable,
    async sync() {
      if (!movable) return;
      const [row] = await db.select({ offsetMs: clockOffset.offsetMs }).from(clockOffset).where(eq(clockOffset.id, 1));
      offset = row?.offsetMs ?? 0;
    },
    async set(instant) {
      if (!movable) throw new Error('The test clock exists only in demo mode');
      if (instant === null) {
        await db.delete(clockOffset).where(eq(clockOffset.id, 1));
        offset = 0;
        return;
      }
      const next = Math.round(instant - base());
      await db
        .insert(clockOffset)
        .values({ id: 1, offsetMs: next, updatedAt: new Date(base()) })
        .onConflictDoUpdate({ target: clockOffset.id, set: { offsetMs: next, updatedAt: new Date(base()) } });
      offset = next;
    },
  };
}
