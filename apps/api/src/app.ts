import formbody from '@fastify/formbody';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { Config } from './config';
import type { AppContext, Feature } from './context';
import type { Database } from './db';
import { features as allFeatures } from './features';
import { installErrorHandler, NOT_FOUND, sendError } from './http/errors';
import { registerSite, wantsSiteIndex } from './http/site';
import { loggerOptions } from './logger';
import { registerDevMailRoutes } from './mail/routes';
import type { Mailer } from './mail/mailer';

export interface BuildAppOptions {
  config: Config;
  database: Database;
  mailer: Mailer;
  /** The clock features read (epoch ms); tests pin it. Defaults to Date.now. */
  now?: () => number;
  /** Defaults to every feature in src/features/index.ts. */
  features?: readonly Feature[];
  /** Overrides the logger built from config (tests pass a stream to read log lines). */
  logger?: FastifyServerOptions['logger'];
}

const PAYU_FORM_TARGETS = ['https://secure.payu.in', 'https://test.payu.in'];
const GOOGLE = 'https://accounts.google.com';

function contentSecurityPolicy(config: Config) {
  const formTargets = new Set(["'self'", ...PAYU_FORM_TARGETS, new URL(config.payments.baseUrl).origin]);
  return {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", GOOGLE],
      // 'unsafe-inline' for styles only: Radix Dialog's scroll lock (react-remove-scroll-bar) and Google's button
      // insert <style> elements at run time. Scripts stay strictly same-origin, which is what stops injected code.
      styleSrc: ["'self'", "'unsafe-inline'", GOOGLE],
      imgSrc: ["'self'", 'data:'],
      fontSrc: ["'self'", 'data:'],
      mediaSrc: ["'self'"],
      connectSrc: ["'self'", GOOGLE],
      frameSrc: [GOOGLE],
      formAction: [...formTargets],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      frameAncestors: ["'self'"],
      // Only where the site is served over https; on http://localhost it would break every asset.
      ...(config.publicUrl.startsWith('https://') ? { upgradeInsecureRequests: [] } : {}),
    },
  };
}

/**
 * Builds the whole HTTP app on injected dependencies, without listening: main.ts listens, tests use `app.inject()`.
 */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, database, mailer } = options;
  const now = options.now ?? Date.now;
  const context: AppContext = { config, database, db: database.db, mailer, now };

  const app = Fastify({
    logger: options.logger ?? loggerOptions(config),
    // The spec's paths end in '/', and clients are not consistent about it.
    routerOptions: { ignoreTrailingSlash: true },
    trustProxy: (_address: string, hop: number) => hop < config.trustProxy,
  });
  installErrorHandler(app);

  await app.register(helmet, {
    contentSecurityPolicy: contentSecurityPolicy(config),
    // Google's sign-in popup talks back to the opener window.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    // Google Identity Services checks the page origin, which 'no-referrer' would hide.
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  // Off by default; a route opts in with `config: { rateLimit: { max: 5, timeWindow: '1 minute' } }`.
  await app.register(rateLimit, { global: false });
  // PayU posts its return form as application/x-www-form-urlencoded.
  await app.register(formbody);

  app.get('/api/health', async (request, reply) => {
    try {
      await database.ping();
    } catch (error) {
      request.log.error({ err: error }, 'health check: database did not answer');
      return sendError(reply, 503, { message: 'The database is not answering.' });
    }
    return { status: 'ok', database: database.kind, mail: mailer.kind, payments: config.payments.mode };
  });

  if (mailer.kind === 'outbox') registerDevMailRoutes(app, mailer.outbox, config.brand);

  for (const feature of options.features ?? allFeatures) {
    if (feature.routes) await app.register(feature.routes, context);
  }

  const sendSiteIndex = await registerSite(app, config.siteDist);
  app.setNotFoundHandler((request, reply) => {
    if (sendSiteIndex && wantsSiteIndex(request)) return sendSiteIndex(reply);
    return sendError(reply, 404, NOT_FOUND);
  });

  return app;
}
