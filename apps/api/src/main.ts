import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { ConfigError, loadConfig, type Config } from './config';
import { createDatabase, type Database } from './db';
import { DatabaseLockedError } from './db/lock';
import { seed } from './db/seed';
import { createMailer, type Mailer } from './mail/mailer';
import { stopSignalHandler } from './shutdown';

// The production bundle ships a source map; stack traces then point at src/*.ts.
process.setSourceMapsEnabled(true);

const SHUTDOWN_LIMIT_MS = 10_000;

function describeDatabase(config: Config): string {
  if (config.databaseUrl) {
    const url = new URL(config.databaseUrl);
    return `postgres ${url.hostname}:${url.port || 5432}${url.pathname}`;
  }
  return `pglite ${config.pgliteDir}`;
}

/** Before the app (and its logger) exists, problems go to stderr as one readable paragraph. */
function fail(message: string): never {
  console.error(`\nThe api could not start.\n${message}\n`);
  process.exit(1);
}

async function start() {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }

  let database: Database | undefined;
  let mailer: Mailer | undefined;
  let app: FastifyInstance | undefined;
  try {
    database = await createDatabase(config);
    await database.migrate();
    const seeded = await seed(database.db, config.mode);
    mailer = createMailer(config, database.db);
    app = await buildApp({ config, database, mailer });
    app.log.info({ seeded }, 'database migrated and seeded');
    await app.listen({ host: config.host, port: config.port });
  } catch (error) {
    await app?.close().catch(() => undefined);
    await mailer?.close().catch(() => undefined);
    await database?.close().catch(() => undefined);
    if (error instanceof DatabaseLockedError) fail(error.message);
    if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') {
      fail(`Port ${config.port} on ${config.host} is already in use. Stop the other server or set PORT=….`);
    }
    throw error;
  }

  const siteServed = existsSync(path.join(config.siteDist, 'index.html'));
  app.log.info(
    {
      url: config.publicUrl,
      mode: config.mode,
      database: describeDatabase(config),
      mail: mailer.kind === 'outbox' ? `outbox at ${config.publicUrl}/dev/mail` : 'smtp',
      payments: config.payments.mode,
      site: siteServed ? config.siteDist : 'not built (npm run build -w @sukoon/site)',
      clock: config.mode === 'demo' ? `test clock at ${config.publicUrl}/dev/clock (this machine only)` : 'real time',
    },
    `Sukoon api listening on ${config.publicUrl}`,
  );
  if (mailer.kind === 'outbox' && config.isProduction) {
    app.log.warn(
      'No SMTP_URL: mail is kept in the outbox at /dev/mail, which anyone can read. Set SMTP_URL before real users arrive.',
    );
  }

  const stop = async (signal: NodeJS.Signals) => {
    app.log.info(`${signal}: finishing open requests, then closing the database`);
    const timer = setTimeout(() => {
      app.log.error(`shutdown took longer than ${SHUTDOWN_LIMIT_MS} ms: exiting anyway`);
      process.exit(1);
    }, SHUTDOWN_LIMIT_MS);
    timer.unref();
    try {
      // Order matters: no request may still be using the database when it closes.
      await app.close();
      await mailer.close();
      await database.close();
      clearTimeout(timer);
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  const onSignal = stopSignalHandler(
    (signal) => void stop(signal),
    (signal) => {
      app.log.warn(`${signal} again: exiting now`);
      process.exit(1);
    },
  );
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
}

start().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
