import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger, FastifyReply } from 'fastify';
import { acceptedEncoding, compressedCopies, matches, PUBLIC_READ_TTL_MS } from './publicRead';

/**
 * The answer each page rendered at request time shows, by route (`/testimonials`): what the browser's own GET of
 * that data would get. Features give them (Feature.pageAnswers); the server-rendered page embeds it.
 */
export type PageAnswers = Readonly<Record<string, () => Promise<unknown>>>;

/**
 * Where the site build keeps its server bundle (apps/site/build/prerender.ts, SERVER_BUNDLE_DIR): src/entry-server.tsx
 * built for Node, and `pages/<route>.html`, the built template of each page it renders with live data.
 */
const SERVER_BUNDLE_DIR = '.ssr';
const SERVER_ENTRY = 'entry-server.mjs';

/** What the API calls in the site's server bundle: the only seam between the API and the site's code. */
interface ServerBundle {
  serverRenderedPaths: readonly string[];
  renderDocument(template: string, route: string, answer: unknown, renderedAt: Date): Promise<string>;
}

/** One encoding of a rendered page, with its strong ETag. */
interface Representation {
  body: Buffer;
  etag: string;
  encoding: 'br' | 'gzip' | undefined;
}

interface Entry {
  html: string;
  identity: Representation;
  br: Representation;
  gzip: Representation;
  renderedAt: number;
}

/** The HTML is checked on every visit (no-cache), so an approval shows as soon as the entry below is renewed. */
const PAGE_CACHE_CONTROL = 'no-cache';

/**
 * A page visited this recently is rendered again before its entry expires, so no visitor waits for a render; one
 * visited less recently is rendered on its next visit.
 */
export const RENEW_WHILE_VISITED_MS = 60_000;

/** Brotli's quality for a page rendered every few seconds: nearly the highest quality's size in a fraction of its time. */
const PAGE_BROTLI_QUALITY = 6;

/** How long before its expiry a visited page is rendered again: longer than a render takes on a busy host. */
const RENEW_AHEAD_MS = 1_000;

export interface ServerRenderedOptions {
  /** The built site (config.siteDist); without a server bundle in it, nothing is rendered at request time. */
  siteDist: string;
  answers: PageAnswers;
  /** The app's clock (ctx.now), so tests can expire the cache without waiting. */
  now: () => number;
  log: FastifyBaseLogger;
}

export interface ServerRenderedPages {
  /** True when `key` (a route as routeKey spells it) is rendered at request time. */
  has(key: string): boolean;
  /** Sends the page of `key`, rendered with its current answer (at most PUBLIC_READ_TTL_MS old). */
  send(key: string, reply: FastifyReply): Promise<FastifyReply>;
  /** Loads the bundle and its templates and renders each page, off the start-up's path (else the first visit waits). */
  warm(): void;
  /** Stops renewing the pages (the app is closing). */
  stop(): void;
}

/**
 * The pages the API renders at request time with live data, from the site build's server bundle, so their content
 * is in the HTML the browser first receives instead of arriving after the app's scripts and their call to the API.
 * Each page is rendered, compressed and kept for PUBLIC_READ_TTL_MS per instance, so a change (a testimonial approved)
 * shows on every instance within seconds, and a visit costs no query and no render. Returns undefined when the
 * build has no server bundle or no page the features answer for.
 */
export function serverRenderedPages(options: ServerRenderedOptions): ServerRenderedPages | undefined {
  const { siteDist, answers, now, log } = options;
  const bundleDir = path.join(siteDist, SERVER_BUNDLE_DIR);
  const entryFile = path.join(bundleDir, SERVER_ENTRY);
  const routes = Object.keys(answers);
  if (!existsSync(entryFile) || routes.length === 0) return undefined;
  const keys = new Map(routes.map((route) => [route.toLowerCase(), route]));
  const templateFile = (route: string) => path.join(bundleDir, 'pages', `${route.replace(/^\//, '')}.html`);

  let loaded: Promise<{ bundle: ServerBundle; templates: Map<string, string> }> | undefined;
  // A bundle that cannot load (its imports missing beside a copied dist) will not load later: its pages are then the
  // prerendered ones, without an error logged per visit.
  let unusable = false;
  const load = () =>
    (loaded ??= (async () => {
      const bundle = (await import(pathToFileURL(entryFile).href)) as ServerBundle;
      const served = routes.filter((route) => bundle.serverRenderedPaths.includes(route));
      const templates = new Map(
        await Promise.all(served.map(async (route) => [route, await readFile(templateFile(route), 'utf8')] as const)),
      );
      return { bundle, templates };
    })().catch((error: unknown) => {
      unusable = true;
      log.error({ err: error }, "the site's server bundle could not be loaded: its pages are sent prerendered");
      throw error;
    }));

  const entries = new Map<string, Entry>();
  const rendering = new Map<string, Promise<Entry>>();

  async function render(route: string, at: number): Promise<Entry> {
    const { bundle, templates } = await load();
    const template = templates.get(route);
    if (template === undefined) throw new Error(`the site's server bundle does not render ${route}`);
    const html = await bundle.renderDocument(template, route, await answers[route]!(), new Date(at));
    const previous = entries.get(route);
    // Unchanged content keeps its bytes and ETags: nothing is compressed again.
    if (previous?.html === html) return { ...previous, renderedAt: at };
    const identity = Buffer.from(html);
    const { tag, br, gzip } = await compressedCopies(identity, PAGE_BROTLI_QUALITY);
    return {
      html,
      identity: { body: identity, etag: `"${tag}"`, encoding: undefined },
      br: { body: br, etag: `"${tag}-br"`, encoding: 'br' },
      gzip: { body: gzip, etag: `"${tag}-gz"`, encoding: 'gzip' },
      renderedAt: at,
    };
  }

  const lastVisit = new Map<string, number>();
  const renewals = new Map<string, NodeJS.Timeout>();
  let stopped = false;
  const fresh = (entry: Entry | undefined, at: number): entry is Entry =>
    entry !== undefined && at >= entry.renderedAt && at - entry.renderedAt < PUBLIC_READ_TTL_MS;

  /** The route's entry, renewed once it is PUBLIC_READ_TTL_MS old. */
  function current(route: string): Promise<Entry> {
    const entry = entries.get(route);
    return fresh(entry, now()) ? Promise.resolve(entry) : renew(route);
  }

  /** Renders the route now; calls while it renders share that render. */
  function renew(route: string): Promise<Entry> {
    let pending = rendering.get(route);
    if (!pending) {
      pending = render(route, now())
        .then((rendered) => {
          entries.set(route, rendered);
          renewAhead(route);
          return rendered;
        })
        .finally(() => rendering.delete(route));
      rendering.set(route, pending);
    }
    return pending;
  }

  /**
   * Renders the route again shortly before its entry expires, while it has been visited within
   * RENEW_WHILE_VISITED_MS, so its visitors never wait for a render. The app's clock decides: a timer that fires
   * while the entry is young on it (a test's pinned clock) renews nothing.
   */
  function renewAhead(route: string) {
    if (stopped || renewals.has(route)) return;
    const timer = setTimeout(() => {
      renewals.delete(route);
      const at = now();
      const age = at - (entries.get(route)?.renderedAt ?? -Infinity);
      const visited = at - (lastVisit.get(route) ?? -Infinity) <= RENEW_WHILE_VISITED_MS;
      if (stopped || !visited || age < PUBLIC_READ_TTL_MS - RENEW_AHEAD_MS) return;
      renew(route).catch((error: unknown) =>
        log.warn({ err: error }, `renewing ${route} failed; its next visit renders it`),
      );
    }, PUBLIC_READ_TTL_MS - RENEW_AHEAD_MS);
    timer.unref();
    renewals.set(route, timer);
  }

  return {
    has: (key) => !unusable && keys.has(key),
    async send(key, reply) {
      const route = keys.get(key)!;
      lastVisit.set(route, now());
      const entry = await current(route);
      const encoding = acceptedEncoding(reply.request);
      const representation = encoding ? entry[encoding] : entry.identity;
      reply.header('cache-control', PAGE_CACHE_CONTROL).header('vary', 'accept-encoding');
      reply.header('etag', representation.etag);
      if (matches(reply.request.headers['if-none-match'], representation.etag)) return reply.code(304).send();
      if (representation.encoding) reply.header('content-encoding', representation.encoding);
      return reply.type('text/html; charset=utf-8').send(representation.body);
    },
    warm() {
      // Each page rendered once too: a fresh process's first render (cold code) is the slowest.
      load().then(
        () => routes.forEach((route) => void current(route).catch(() => undefined)),
        () => undefined,
      );
    },
    stop() {
      stopped = true;
      for (const timer of renewals.values()) clearTimeout(timer);
      renewals.clear();
    },
  };
}
