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
  /**
   * True when another process may move the offset (PostgreSQL: several instances), so every API request reads it
   * (`sync`). False on PGlite, which one process holds: what this process set or read last is the offset.
   */
  readonly shared: boolean;
  /** Reads the offset from the database (at start-up, and before every API request when `shared`). */
  sync(): Promise<void>;
  /** Moves the clock so that now() is `instant` (epoch ms), or back to the base clock with null. Demo mode only. */
  set(instant: number | null): Promise<void>;
}

/**
 * The offset as this process last read or set it, per database: apps built on one database object (tests' second
 * instance on PGlite) share it, as they share the row.
 */
const offsets = new WeakMap<Db, { ms: number }>();

export function createClock(options: { base: () => number; db: Db; movable: boolean; shared: boolean }): Clock {
  const { base, db, movable, shared } = options;
  const state = offsets.get(db) ?? { ms: 0 };
  offsets.set(db, state);
  return {
    now: () => base() + state.ms,
    movable,
    shared,
    async sync() {
      if (!movable) return;
      const [row] = await db.select({ offsetMs: clockOffset.offsetMs }).from(clockOffset).where(eq(clockOffset.id, 1));
      state.ms = row?.offsetMs ?? 0;
    },
    async set(instant) {
      if (!movable) throw new Error('The test clock exists only in demo mode');
      if (instant === null) {
        await db.delete(clockOffset).where(eq(clockOffset.id, 1));
        state.ms = 0;
        return;
      }
      const next = Math.round(instant - base());
      await db
        .insert(clockOffset)
        .values({ id: 1, offsetMs: next, updatedAt: new Date(base()) })
        .onConflictDoUpdate({ target: clockOffset.id, set: { offsetMs: next, updatedAt: new Date(base()) } });
      state.ms = next;
    },
  };
}
