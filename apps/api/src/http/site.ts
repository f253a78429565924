import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { serverRenderedPages, type PageAnswers } from './serverRendered';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';
const SHORT = 'public, max-age=3600';

/** The SPA's return routes from the payment gateway: GET renders the app, which reads the query and moves on. */
export const PAYMENT_RETURN_ROUTES = [
  '/api/payments/success/*',
  '/api/payments/failure/*',
  '/api/payments/cancel/*',
  '/api/payments/pending/*',
] as const;

/**
 * Sends the page of the request's path (with no-cache): rendered now with its live data for a page the features
 * answer for (serverRendered.ts), its prerendered HTML for another public route, else the site's index.html (the
 * empty shell), and the client router then renders the route.
 */
export type SendSiteIndex = (reply: FastifyReply) => FastifyReply | Promise<FastifyReply>;

/** The site build's prerendered pages (apps/site/build/prerender.ts): `pages/index.html` is /, `pages/about.html` /about. */
const PRERENDERED_DIR = 'pages';

/**
 * The prerendered page of each route, by the key `routeKey` gives a path. The client router matches paths whatever
 * their letter case and with or without a trailing slash, so the same page answers all of those spellings.
 */
function prerenderedPages(siteDist: string): Map<string, string> {
  const dir = path.join(siteDist, PRERENDERED_DIR);
  const files = existsSync(dir) ? readdirSync(dir).filter((file) => file.endsWith('.html')) : [];
  return new Map(
    files.map((file) => {
      const name = file.slice(0, -'.html'.length);
      return [routeKey(name === 'index' ? '/' : `/${name}`), `${PRERENDERED_DIR}/${file}`];
    }),
  );
}

const routeKey = (pathname: string) => pathname.replace(/\/+$/, '').toLowerCase() || '/';

const pathnameOf = (request: FastifyRequest) => (request.raw.url ?? '/').split('?')[0] ?? '/';
const isUnder = (pathname: string, prefix: string) => pathname === prefix || pathname.startsWith(`${prefix}/`);

/**
 * Which unmatched requests get index.html: GET/HEAD for client routes. Not /api and /dev (they answer JSON 404) and
 * not paths that name a file (a missing /assets/x.js must be a real 404, not HTML the browser tries to run).
 */
export function wantsSiteIndex(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const pathname = pathnameOf(request);
  if (isUnder(pathname, '/api') || isUnder(pathname, '/dev')) return false;
  const lastSegment = pathname.split('/').pop() ?? '';
  return !lastSegment.includes('.');
}

export interface SiteOptions {
  /** Serve the bundles' .map files (demo mode, for people reading the demo's code); live mode keeps them private. */
  sourceMaps: boolean;
  /** The pages rendered at request time, with the answer each shows (the features' pageAnswers). */
  pageAnswers?: PageAnswers;
  /** The app's clock (ctx.now): how old a page rendered at request time is. */
  now?: () => number;
}

/**
 * Serves the built site from `siteDist` when it exists (production, or after `npm run build -w @sukoon/site`).
 * Returns the index sender for the not-found handler, or undefined when there is no built site.
 */
export async function registerSite(
  app: FastifyInstance,
  siteDist: string,
  options: SiteOptions,
): Promise<SendSiteIndex | undefined> {
  if (!existsSync(path.join(siteDist, 'index.html'))) return undefined;
  const assetsDir = path.join(siteDist, 'assets') + path.sep;

  await app.register(fastifyStatic, {
    root: siteDist,
    prefix: '/',
    wildcard: true,
    index: 'index.html',
    // The build writes .br and .gz beside every text file (apps/site/build/precompress.ts): sent as the browser
    // accepts, with Vary: Accept-Encoding, and never compressed per request.
    preCompressed: true,
    // Dot folders are the build's own (its manifest, the server bundle the API renders pages with), never sent.
    allowedPath: (pathname) =>
      !pathname.split('/').some((segment) => segment.startsWith('.')) &&
      (options.sourceMaps || !pathname.endsWith('.map')),
    // Our own Cache-Control below; send's default (max-age=0) would be added beside it otherwise.
    cacheControl: false,
    setHeaders(reply, sentPath) {
      // A precompressed copy is cached like the file it copies.
      const filePath = sentPath.replace(/\.(?:br|gz)$/, '');
      // Vite puts content-hashed bundles under /assets: a new build means new names, so they never change.
      if (filePath.startsWith(assetsDir)) reply.header('cache-control', IMMUTABLE);
      // The service worker (apps/site/build/offlineShell.ts) is checked on every visit, so a deploy reaches it at once.
      else if (filePath.endsWith('.html') || path.basename(filePath) === 'sw.js') {
        reply.header('cache-control', REVALIDATE);
      } else reply.header('cache-control', SHORT);
    },
  });

  const pages = prerenderedPages(siteDist);
  const rendered = serverRenderedPages({
    siteDist,
    answers: options.pageAnswers ?? {},
    now: options.now ?? Date.now,
    log: app.log,
  });
  if (rendered) {
    app.addHook('onReady', async () => rendered.warm());
    app.addHook('onClose', async () => rendered.stop());
  }
  const sendFile = (reply: FastifyReply, key: string) => reply.sendFile(pages.get(key) ?? 'index.html');
  const sendIndex: SendSiteIndex = (reply) => {
    const key = routeKey(pathnameOf(reply.request));
    if (!rendered?.has(key)) return sendFile(reply, key);
    // Its prerendered page (the browser then asks for the data) when the render or its data fails.
    return rendered.send(key, reply).catch((error: unknown) => {
      reply.log.error({ err: error }, 'rendering the page failed; sent its prerendered page');
      return sendFile(reply, key);
    });
  };
  // The static files' wildcard would answer / with index.html, the shell: / has its prerendered page.
  app.get('/', (_request, reply) => sendIndex(reply));
  for (const route of PAYMENT_RETURN_ROUTES) {
    app.get(route, (_request, reply) => sendIndex(reply));
  }
  return sendIndex;
}
