import type { FastifyPluginAsync } from 'fastify';
import type { Config } from './config';
import type { Database, Db } from './db';
import type { Mailer } from './mail/mailer';

/** What every feature plugin receives as its options: the app's dependencies, injected so tests can swap them. */
export interface AppContext {
  config: Config;
  database: Database;
  /** Shorthand for database.db. */
  db: Db;
  mailer: Mailer;
  /** The clock, in epoch milliseconds (Date.now unless a test pins it). Read time only through this. */
  now: () => number;
}

/** A feature's routes: `export const routes: FeatureRoutes = async (app, ctx) => { app.post(…) }`. */
export type FeatureRoutes = FastifyPluginAsync<AppContext>;

export interface Feature {
  /** Short name, used in logs (`accounts`, `bookings`). */
  name: string;
  routes?: FeatureRoutes;
  /** Idempotent: runs at every start-up and on `npm run db:seed`, so it must insert only what is missing. */
  seed?: (db: Db) => Promise<void>;
}
