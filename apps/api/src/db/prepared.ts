import type { Db, Tx } from './index';

/**
 * A query drizzle builds once per database and afterwards only runs, with each call's values in its placeholders
 * (`sql.placeholder`): for the reads every request makes. Building a select (its columns, joins and conditions, each
 * checked and escaped) cost more than PGlite's round trip itself. Placeholder
 * values skip the columns' own mapping, so pass what the driver takes: a timestamp as an ISO string.
 */
export function preparedPerDatabase<Query>(build: (db: Db | Tx) => Query): (db: Db | Tx) => Query {
  const built = new WeakMap<Db | Tx, Query>();
  return (db) => {
    let query = built.get(db);
    if (query === undefined) {
      query = build(db);
      built.set(db, query);
    }
    return query;
  };
}
