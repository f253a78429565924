import formbody from '@fastify/formbody';
import Fastify, { type FastifyInstance, type FastifyServerOptions, type RouteOptions } from 'fastify';
import { createClock } from './clock/clock';
import { registerDevClockRoutes } from './clock/routes';
import type { Config } from './config';
import type { AppContext, Feature } from './context';
import type { Database } from './db';
import { features as allFeatures } from './features';
import { answerFrameworkError, installErrorHandler, notFound } from './http/errors';
import { registerHealth } from './http/health';
import { installInputGuard } from './http/inputGuard';
import { createRateLimiter } from './http/limits';
import { installPrivateNoStore } from './http/privateAnswers';
import { installSecurityHeaders } from './http/securityHeaders';
import { registerSite, wantsSiteIndex } from './http/site';
import { installZodSchemas } from './http/zod';
import { installLogFlush, logDestination, loggerOptions, OneLinePerRequest, requestLogger } from './logger';
import { registerDevMailRoutes } from './mail/routes';
import { startDueMailRelease } from './mail/scheduled';
import type { Mailer } from './mail/mailer';
import { startMailWorker, type MailWorker, type MailWorkerOptions } from './mail/worker';

export interface BuildAppOptions {
  config: Config;
  database: Database;
  mailer: Mailer;
  /**
   * The base clock (epoch ms); tests pin it. Defaults to Date.now. In demo mode the test clock's shared offset
   * (/dev/clock) is added to it, and the sum is the one clock every feature and the limiter read.
   */
  now?: () => number;
  /** Defaults to every feature in src/features/index.ts. */
  features?: readonly Feature[];
  /** Overrides the logger built from config (tests pass a stream to read log lines). */
  logger?: FastifyServerOptions['logger'];
  /** Told of every route as it is added: the fuzz test and the bench list the routes from here. */
  onRoute?: (route: RouteOptions) => void;
  /** The SMTP mail worker's timings (mail/worker.ts); tests shorten them. */
  mailWorker?: Partial<MailWorkerOptions>;
}

/** A plugin that registers into the app's own context (fastify-plugin's `skip-override`, without its checks). */
const sharingTheAppContext = <Plugin extends object>(plugin: Plugin): Plugin =>
  Object.assign(plugin, { [Symbol.for('skip-override')]: true });

/**
 * Builds the whole HTTP app on injected dependencies, without listening: main.ts listens, tests use `app.inject()`.
 */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, database, mailer } = options;
  // Only PostgreSQL can have other instances move the test clock: PGlite is held by this one process.
  const clock = createClock({
    base: options.now ?? Date.now,
    db: database.db,
    movable: config.mode === 'demo',
    shared: database.kind === 'postgres',
  });
  await clock.sync();
  const now = clock.now;
  // Request limits count in the database, so every instance shares them and a restart keeps them.
  const limiter = createRateLimiter({ db: database.db, now });
  const context: AppContext = { config, database, db: database.db, mailer, now, limiter };

  // A silent logger (the tests' default) needs no buffered destination to flush.
  const logStream = options.logger || config.logLevel === 'silent' ? undefined : logDestination();
  const app = Fastify({
    logger: options.logger ?? loggerOptions(config, logStream),
    // The spec's paths end in '/', and clients are not consistent about it.
    routerOptions: { ignoreTrailingSlash: true },
    trustProxy: (_address: string, hop: number) => hop < config.trustProxy,
    logController: new OneLinePerRequest(),
    childLoggerFactory: requestLogger,
    frameworkErrors: answerFrameworkError,
  });
  if (logStream) installLogFlush(app, logStream);
  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  installErrorHandler(app);
  installInputGuard(app);
  installPrivateNoStore(app);
  installZodSchemas(app);
  if (clock.movable && clock.shared) {
    // Another instance may have moved the test clock: every API call reads the shared offset first (one tiny query).
    // A database that does not answer keeps the last offset; the call itself then meets the problem (the health check
    // says 503). On PGlite nobody else can move it, and no request pays that query.
    // A callback hook, not an async one: most requests skip it, and should not pay for a promise to do so.
    app.addHook('onRequest', (request, _reply, done) => {
      if (!request.url.startsWith('/api/') && !request.url.startsWith('/dev/')) return done();
      // Reads that never look at the clock (health, the cached public reads) skip the query.
      if (request.routeOptions.config.syncsTestClock === false) return done();
      clock.sync().then(
        () => done(),
        (error: unknown) => {
          request.log.warn({ err: error }, 'test clock: could not read the shared offset');
          done();
        },
      );
    });
  }

  installSecurityHeaders(app, config);
  // PayU posts its return form as application/x-www-form-urlencoded.
  await app.register(formbody);

  registerHealth(app, { database, mailer });

  // Scheduled mail (session reminders) is released when due on the app's clock, in both mail modes.
  const features = options.features ?? allFeatures;
  const releaseDueMail = () => Promise.all(features.map((feature) => feature.releaseDueMail?.(context)));
  let dueMail: ReturnType<typeof startDueMailRelease> | undefined;
  app.addHook('onReady', async () => {
    dueMail = startDueMailRelease({ release: releaseDueMail, log: app.log });
  });
  app.addHook('onClose', async () => {
    await dueMail?.stop();
  });

  // The demo outbox also releases before each read, so a move of the test clock shows there at once.
  if (mailer.kind === 'outbox') registerDevMailRoutes(app, mailer.outbox, config.brand, releaseDueMail);
  else {
    // With SMTP, mail enqueued in transactions goes out from every instance's worker; it stops before the database
    // closes, and what it had not sent waits in the table for the next start (or another instance).
    const transport = mailer.transport;
    let worker: MailWorker | undefined;
    app.addHook('onReady', async () => {
      worker = await startMailWorker({ database, transport, log: app.log, options: options.mailWorker });
    });
    app.addHook('onClose', async () => {
      await worker?.stop();
    });
  }
  if (clock.movable) registerDevClockRoutes(app, clock);

  // Each feature's routes go on the app itself, not in a plugin context of their own (Fastify's skip-override), as no
  // feature adds hooks or decorators for itself: an encapsulated context gets its own Request and Reply classes, so
  // the hooks every request runs (input guard, headers, logging) and Fastify's reply code saw one object shape per
  // feature, and V8 optimises such a call site less the more shapes it meets.
  for (const feature of features) {
    if (feature.routes) await app.register(sharingTheAppContext(feature.routes), context);
  }

  const sendSiteIndex = await registerSite(app, config.siteDist, { sourceMaps: config.mode === 'demo' });
  app.setNotFoundHandler(async (request, reply) => {
    if (sendSiteIndex && wantsSiteIndex(request)) return sendSiteIndex(reply);
    throw notFound();
  });

  return app;
}
