import type { Database } from '../db';

export interface QueryCount {
  /** Statements sent since countQueries() (each is a round trip to the database). */
  readonly count: number;
  /** Puts the driver back. */
  stop(): void;
}

/**
 * Counts the statements drizzle sends to this database from now on, on either driver (PGlite's `query`,
 * postgres.js's `unsafe`): for tests that keep a hot path's round trips few.
 */
export function countQueries(database: Database): QueryCount {
  const client = (database.db as unknown as { $client: Record<string, unknown> }).$client;
  const method = database.kind === 'pglite' ? 'query' : 'unsafe';
  const original = client[method] as (...args: unknown[]) => unknown;
  let count = 0;
  client[method] = function counted(this: unknown, ...args: unknown[]) {
    count += 1;
    return original.apply(this, args);
  };
  return {
    get count() {
      return count;
    },
    stop() {
      client[method] = original;
    },
  };
}
