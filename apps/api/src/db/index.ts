import { mkdirSync } from 'node:fs';
import { PGlite, types, type QueryOptions } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import type { Config } from '../config';
import { IN_MEMORY } from '../config';
import { migrationsFolder as defaultMigrationsFolder } from '../paths';
import { lockFolder } from './lock';
import * as schema from './schema';

export type Schema = typeof schema;
/** The drizzle database both drivers give; features write their queries against this type only. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle (`db.transaction(async (tx) => …)`); helpers that run inside or outside one take `Db | Tx`. */
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
export type DatabaseKind = 'pglite' | 'postgres';

export interface Database {
  db: Db;
  kind: DatabaseKind;
  /** Applies the SQL files under apps/api/drizzle that have not run yet. */
  migrate(): Promise<void>;
  /** A real round trip (`select 1`); throws when the database does not answer. */
  ping(): Promise<void>;
  /**
   * LISTEN on `channel`: `onNotify` runs for every NOTIFY on it that commits, from this process or another one on the
   * same database. Resolves to the unlisten function.
   */
  listen(channel: string, onNotify: () => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

export interface CreateDatabaseOptions {
  migrationsFolder?: string;
  /** PGlite only: start from a data-folder dump (tests reuse one migrated template instead of running initdb each time). */
  loadDataDir?: Blob;
}

/**
 * `db.execute()` answers differ by driver (PGlite: `{ rows }`, postgres.js: an array of rows); this gives the rows
 * either way. Prefer the query builder, which needs none of this.
 */
export function rowsOf<Row = Record<string, unknown>>(result: unknown): Row[] {
  if (Array.isArray(result)) return result as Row[];
  const rows = (result as { rows?: unknown } | null)?.rows;
  if (Array.isArray(rows)) return rows as Row[];
  throw new Error('Unexpected result shape from db.execute()');
}

async function ping(db: Db) {
  const [row] = rowsOf<{ ok: number }>(await db.execute(sql`select 1 as ok`));
  if (Number(row?.ok) !== 1) throw new Error('The database answered select 1 with something else');
}

/**
 * The types drizzle's PGlite driver asks to receive as PostgreSQL's text (it maps them itself): it passes the same
 * identity parsers for them with every query (drizzle-orm/pglite/session.js).
 */
const DRIZZLE_TEXT_TYPES = [
  types.TIMESTAMP,
  types.TIMESTAMPTZ,
  types.INTERVAL,
  types.DATE,
  1231, // numeric[]
  1115, // timestamp[]
  1185, // timestamptz[]
  1187, // interval[]
  1182, // date[]
] as const;
const asText = (value: string) => value;
const DRIZZLE_PARSERS = Object.fromEntries(DRIZZLE_TEXT_TYPES.map((type) => [type, asText]));

/** True when a query's parsers are drizzle's: exactly its text types (keys only; drizzle's are all identities). */
function hasDrizzleParsers(options: QueryOptions | undefined): boolean {
  const keys = options?.parsers ? Object.keys(options.parsers) : [];
  return (
    keys.length === DRIZZLE_TEXT_TYPES.length && DRIZZLE_TEXT_TYPES.every((type) => String(type) in options!.parsers!)
  );
}

/**
 * A PGlite client that parses drizzle's text types as text by itself, so drizzle's queries need not pass parsers:
 * PGlite merges a query's parsers into a copy of its whole table (318 types) on every call, which cost more
 * than the query itself, most of a signed-in request. The
 * answers are the same; only the per-query copy goes.
 */
async function createPglite(options: { dataDir: string | undefined; loadDataDir?: Blob }): Promise<PGlite> {
  const client = await PGlite.create({ ...options, parsers: DRIZZLE_PARSERS });
  const query = client.query.bind(client);
  client.query = <T>(text: string, params?: unknown[], queryOptions?: QueryOptions) =>
    query<T>(text, params, hasDrizzleParsers(queryOptions) ? { ...queryOptions, parsers: undefined } : queryOptions);
  return client;
}

// Any constant works; it only has to be the same in every process that migrates this database.
const MIGRATION_LOCK_ID = 726_851_001;

/**
 * Opens the database: PostgreSQL when `databaseUrl` is set, otherwise embedded PGlite in `pgliteDir` (a folder, locked
 * against a second process, or IN_MEMORY).
 */
export async function createDatabase(
  config: Pick<Config, 'databaseUrl' | 'pgliteDir'>,
  options: CreateDatabaseOptions = {},
): Promise<Database> {
  const migrationsFolder = options.migrationsFolder ?? defaultMigrationsFolder;

  if (config.databaseUrl) {
    // Notices such as "schema drizzle already exists, skipping" are noise in the logs.
    const client = postgres(config.databaseUrl, { onnotice: () => {}, max: 10 });
    const db = drizzlePostgres({ client, schema });
    return {
      db,
      kind: 'postgres',
      async migrate() {
        // Several processes may start together against one server: a session advisory lock, held on a reserved
        // connection, lets one of them migrate while the others wait and then find nothing left to do.
        const lockConnection = await client.reserve();
        try {
          await lockConnection`select pg_advisory_lock(${MIGRATION_LOCK_ID})`;
          await migratePostgres(db, { migrationsFolder });
        } finally {
          await lockConnection`select pg_advisory_unlock(${MIGRATION_LOCK_ID})`.catch(() => undefined);
          lockConnection.release();
        }
      },
      ping: () => ping(db),
      async listen(channel, onNotify) {
        // postgres.js keeps one extra connection for all LISTENs and listens again after it reconnects.
        const { unlisten } = await client.listen(channel, () => onNotify());
        return unlisten;
      },
      async close() {
        await client.end({ timeout: 5 });
      },
    };
  }

  const inMemory = config.pgliteDir === IN_MEMORY;
  const lock = inMemory ? undefined : lockFolder(config.pgliteDir);
  let client: PGlite;
  try {
    if (!inMemory) mkdirSync(config.pgliteDir, { recursive: true });
    client = await createPglite({
      dataDir: inMemory ? undefined : config.pgliteDir,
      ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    });
  } catch (error) {
    lock?.release();
    throw error;
  }
  const db = drizzlePglite({ client, schema });
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    ping: () => ping(db),
    listen: (channel, onNotify) => client.listen(channel, () => onNotify()),
    async close() {
      try {
        if (!client.closed) await client.close();
      } finally {
        lock?.release();
      }
    },
  };
}
