import type { FastifyPluginAsync, RawServerDefault } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config, Mode } from './config';
import type { Database, Db } from './db';
import type { RateLimiter } from './http/limits';
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
  /** The request limits by name (http/limits.ts): `preValidation: [ctx.limiter.hook('bookNow.person'), …]`. */
  limiter: RateLimiter;
}

/**
 * A feature's routes: `export const routes: FeatureRoutes = async (app, ctx) => { app.post(…) }`. The app is typed by
 * the zod type provider, so the contracts' schemas in a route's `schema` type its request and its answer.
 */
export type FeatureRoutes = FastifyPluginAsync<AppContext, RawServerDefault, ZodTypeProvider>;

/** What a feature's seed is told about the server it seeds for. */
export interface SeedOptions {
  mode: Mode;
}

export interface Feature {
  /** Short name, used in logs (`accounts`, `bookings`). */
  name: string;
  routes?: FeatureRoutes;
  /**
   * Idempotent: runs at every start-up and on `npm run db:seed`, so it must insert only what is missing. Demo rows
   * (a demo coupon, sample testimonials) are added only when `mode` is demo.
   */
  seed?: (db: Db, options: SeedOptions) => Promise<void>;
  /**
   * Releases this feature's scheduled mail (outbox rows waiting for a time of the app's clock) that is due by now.
   * app.ts runs it at start-up, every 15 s (mail/scheduled.ts) and, in demo mode, before each read of /dev/mail, so a
   * move of the test clock shows at once. Must be safe to run twice at once (one UPDATE of scheduled rows).
   */
  releaseDueMail?: (ctx: AppContext) => Promise<unknown>;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * false on routes that never read the clock (health, the cached public reads): in demo mode on PostgreSQL they
     * skip the per-request read of the test clock's shared offset (app.ts; PGlite has no such read).
     */
    syncsTestClock?: boolean;
  }
}
