import { boolean, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { at } from '../db/columns';

/**
 * The request limits' counters (http/limits.ts): one row per limit and subject, in the database so every instance
 * counts together and a restart forgets nothing. Keys carry a hash of the subject, never an address or an IP.
 */
export const requestLimits = pgTable(
  'request_limits',
  {
    /** `<limit name>:<hash of the subject>`. */
    key: text('key').primaryKey(),
    /** Requests let through in the current window. */
    count: integer('count').notNull(),
    windowEndsAt: at('window_ends_at').notNull(),
    /** The next request is refused before this instant (a progressive delay, or the rest of a full window). */
    nextAllowedAt: at('next_allowed_at').notNull(),
    /** Whether the latest request was refused: the one statement that counts a request also says so. */
    refused: boolean('refused').notNull().default(false),
  },
  // Expired rows are deleted by window end.
  (table) => [index('request_limits_window_ends_at_idx').on(table.windowEndsAt)],
);
