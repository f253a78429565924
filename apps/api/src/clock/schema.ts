import { sql } from 'drizzle-orm';
import { bigint, check, pgTable, smallint } from 'drizzle-orm/pg-core';
import { at } from '../db/columns';

/**
 * The demo mode's test clock (DESIGN.md): one row, the offset from real time that every instance adds to its own
 * clock. Kept in the database so several instances on one PostgreSQL agree; no row means real time.
 */
export const clockOffset = pgTable(
  'test_clock',
  {
    id: smallint('id').primaryKey().default(1),
    /** Milliseconds added to real time. */
    offsetMs: bigint('offset_ms', { mode: 'number' }).notNull(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (table) => [check('test_clock_single_row', sql`${table.id} = 1`)],
);
