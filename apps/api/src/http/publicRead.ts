import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';

/**
 * How long an instance serves a public read from memory before it reads the database again. Nothing in the app
 * writes these tables at run time (the seed adds missing rows at start-up; staff edit them by hand or with
 * `npm run db:seed`), so this short expiry is what brings a change to every instance: at most this late, with one
 * database read per instance per period however heavy the traffic.
 */
export const PUBLIC_READ_TTL_MS = 5_000;

/**
 * Browsers and proxies may keep the answer a minute, then revalidate with If-None-Match (a 304 without a body while
 * it is unchanged). A price shown a minute late is harmless: a booking is charged the server's current price.
 */
export const PUBLIC_READ_CACHE_CONTROL = 'public, max-age=60';

interface Entry {
  body: string;
  etag: string;
  loadedAt: number;
}

export interface PublicReadOptions<Schema extends z.ZodType> {
  /** The contracts' answer schema: checked once per load, then the serialised body is served as is. */
  schema: Schema;
  load: () => Promise<z.input<Schema>>;
  /** The app's clock (ctx.now), so tests can expire the cache without waiting. */
  now: () => number;
}

/** True when an If-None-Match header names this strong ETag (or is `*`). */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed === etag || trimmed === `W/${etag}`;
  });
}

/**
 * A route handler for a read whose answer is the same for every visitor (the catalogue, the plans, the
 * certifications): the serialised body and its strong ETag are kept in memory for PUBLIC_READ_TTL_MS, so a request
 * costs no query and no serialisation, and a client that has the body gets a 304.
 */
export function publicRead<Schema extends z.ZodType>(options: PublicReadOptions<Schema>) {
  const { schema, load, now } = options;
  let entry: Entry | undefined;
  // Requests that find the entry expired share one load instead of each reading the database.
  let loading: Promise<Entry> | undefined;

  const fresh = (at: number) => entry !== undefined && at >= entry.loadedAt && at - entry.loadedAt < PUBLIC_READ_TTL_MS;

  async function current(): Promise<Entry> {
    const at = now();
    if (entry && fresh(at)) return entry;
    loading ??= (async () => {
      try {
        const body = JSON.stringify(schema.parse(await load()));
        const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
        entry = { body, etag, loadedAt: at };
        return entry;
      } finally {
        loading = undefined;
      }
    })();
    return loading;
  }

  return async function publicReadHandler(request: FastifyRequest, reply: FastifyReply) {
    const { body, etag } = await current();
    reply.header('cache-control', PUBLIC_READ_CACHE_CONTROL).header('etag', etag);
    if (matches(request.headers['if-none-match'], etag)) return reply.code(304).send();
    return reply.type('application/json; charset=utf-8').send(body);
  };
}
