import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { readFile, rename, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance } from 'fastify';
import postgres from 'postgres';
import { buildApp, type BuildAppOptions } from '../app';
import { IN_MEMORY, loadConfig, type Config, type Env, type Mode } from '../config';
import type { Feature } from '../context';
import { createDatabase, type Database, type Db } from '../db';
import { seed } from '../db/seed';
import { createMailer, type Mailer } from '../mail/mailer';
import { migrationsFolder, repoRoot } from '../paths';

/**
 * Test databases. Without DATABASE_URL: a fresh in-memory PGlite per call. With DATABASE_URL (a PostgreSQL server
 * whose user may create databases): a throw-away database `sukoon_test_<random>` per call, dropped by close(), so
 * test files run in parallel without seeing each other's rows.
 */
export interface TestDatabase {
  database: Database;
  db: Db;
  /** The URL of the throw-away PostgreSQL database (undefined on PGlite). */
  databaseUrl: string | undefined;
  close(): Promise<void>;
}

export interface TestDatabaseOptions {
  /** Seed with these features' seed functions (default: every feature, as at start-up). */
  features?: readonly Feature[];
  /** Skip seeding, for tests that want empty tables. */
  seed?: boolean;
  /** The mode to seed for (default demo, as the test app runs). */
  mode?: Mode;
  /**
   * Another instance on this test database instead of a new one (no migration, no seed; its close() leaves the
   * database to its maker). On PostgreSQL: a connection pool of its own, as another process would have. On PGlite,
   * which is one connection in one process: the same database object.
   */
  join?: { database: Database; databaseUrl: string | undefined };
}

// initdb in WebAssembly takes seconds; a dump of a migrated database loads several times faster. The dump is cached
// in the temp folder under a key of the migrations and the PGlite version, so a changed migration makes a new one.
function templateKey(): string {
  const hash = createHash('sha256');
  const pglitePackage = path.join(repoRoot, 'node_modules', '@electric-sql', 'pglite', 'package.json');
  hash.update(existsSync(pglitePackage) ? readFileSync(pglitePackage) : 'unknown');
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else files.push(full);
    }
  };
  walk(migrationsFolder);
  for (const file of files.sort()) hash.update(file.slice(migrationsFolder.length)).update(readFileSync(file));
  return hash.digest('hex').slice(0, 16);
}

let templatePromise: Promise<Blob> | undefined;

/** A dump of a freshly migrated PGlite database, for `createDatabase(…, { loadDataDir })`. */
export function pgliteTemplate(): Promise<Blob> {
  templatePromise ??= (async () => {
    const file = path.join(os.tmpdir(), `sukoon-pglite-template-${templateKey()}.tar.gz`);
    if (existsSync(file)) return new Blob([await readFile(file)]);
    const database = await createDatabase({ databaseUrl: undefined, pgliteDir: IN_MEMORY });
    try {
      await database.migrate();
      const dump = await (database.db as unknown as { $client: PGlite }).$client.dumpDataDir('gzip');
      // Written under a private name, then renamed: parallel test files never read a half-written template.
      const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
      await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
      await rename(partial, file);
      return dump;
    } finally {
      await database.close();
    }
  })();
  templatePromise.catch(() => {
    templatePromise = undefined;
  });
  return templatePromise;
}

async function createThrowawayPostgres(adminUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `sukoon_test_${randomBytes(6).toString('hex')}`;
  const admin = () => postgres(adminUrl, { max: 1, onnotice: () => {} });
  const creator = admin();
  try {
    await creator.unsafe(`create database "${name}"`);
  } finally {
    await creator.end({ timeout: 5 });
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const dropper = admin();
      try {
        // FORCE (PostgreSQL 13+) ends connections a failed test may have left open.
        await dropper.unsafe(`drop database if exists "${name}" with (force)`);
      } finally {
        await dropper.end({ timeout: 5 });
      }
    },
  };
}

export async function createTestDatabase(options: TestDatabaseOptions = {}): Promise<TestDatabase> {
  if (options.join) {
    const { databaseUrl } = options.join;
    const database = databaseUrl
      ? await createDatabase({ databaseUrl, pgliteDir: IN_MEMORY })
      : { ...options.join.database, close: async () => {} };
    return { database, db: database.db, databaseUrl, close: () => database.close() };
  }
  const adminUrl = process.env.DATABASE_URL;
  let database: Database;
  let drop: (() => Promise<void>) | undefined;
  let databaseUrl: string | undefined;

  if (adminUrl) {
    const throwaway = await createThrowawayPostgres(adminUrl);
    drop = throwaway.drop;
    databaseUrl = throwaway.url;
    try {
      database = await createDatabase({ databaseUrl, pgliteDir: IN_MEMORY });
    } catch (error) {
      await drop();
      throw error;
    }
  } else {
    database = await createDatabase(
      { databaseUrl: undefined, pgliteDir: IN_MEMORY },
      { loadDataDir: await pgliteTemplate() },
    );
  }

  const close = async () => {
    try {
      await database.close();
    } finally {
      await drop?.();
    }
  };
  try {
    await database.migrate();
    if (options.seed !== false) await seed(database.db, options.mode ?? 'demo', options.features);
  } catch (error) {
    await close();
    throw error;
  }
  return { database, db: database.db, databaseUrl, close };
}

export interface TestAppOptions extends TestDatabaseOptions {
  /**
   * Environment for loadConfig, on top of the test defaults (NODE_ENV=test, silent logs, no built site). The test
   * process's own environment is not read, except DATABASE_URL to choose the database.
   */
  env?: Env;
  /** Pin the clock (epoch ms). */
  now?: () => number;
  /** Told of every route as the app adds it (see BuildAppOptions.onRoute). */
  onRoute?: BuildAppOptions['onRoute'];
  /** Replaces the logger built from config (a test that reads log lines passes a stream). */
  logger?: BuildAppOptions['logger'];
  /** The SMTP mail worker's timings (see BuildAppOptions.mailWorker). */
  mailWorker?: BuildAppOptions['mailWorker'];
}

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  database: Database;
  db: Db;
  /** The URL of the throw-away PostgreSQL database (undefined on PGlite). */
  databaseUrl: string | undefined;
  mailer: Mailer;
  close(): Promise<void>;
}

/** The whole app on a fresh migrated and seeded database; call close() in afterAll/afterEach. */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: IN_MEMORY,
    // A folder that does not exist, so a site someone happened to build does not change API answers.
    SITE_DIST: path.join(os.tmpdir(), 'sukoon-test-no-site'),
    ...options.env,
  });
  const testDatabase = await createTestDatabase({ mode: config.mode, ...options });
  const now = options.now ?? Date.now;
  const mailer = createMailer(config, testDatabase.db, { now });
  const fullConfig: Config = { ...config, databaseUrl: testDatabase.databaseUrl };
  let app: FastifyInstance;
  try {
    app = await buildApp({
      config: fullConfig,
      database: testDatabase.database,
      mailer,
      now,
      features: options.features,
      onRoute: options.onRoute,
      mailWorker: options.mailWorker,
      logger: options.logger,
    });
    await app.ready();
  } catch (error) {
    await mailer.close();
    await testDatabase.close();
    throw error;
  }
  return {
    app,
    config: fullConfig,
    database: testDatabase.database,
    db: testDatabase.db,
    databaseUrl: testDatabase.databaseUrl,
    mailer,
    async close() {
      try {
        await app.close();
        await mailer.close();
      } finally {
        await testDatabase.close();
      }
    },
  };
}
