import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';

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

/** One way of sending the answer: its bytes, their Content-Encoding and the strong ETag of exactly those bytes. */
interface Representation {
  body: Buffer;
  encoding: 'br' | 'gzip' | undefined;
  etag: string;
}

interface Entry {
  json: string;
  /** Negotiated by the request's Accept-Encoding: brotli, then gzip, else the JSON as is. */
  br: Representation;
  gzip: Representation;
  identity: Representation;
  loadedAt: number;
}

const compressBrotli = promisify(brotliCompress);
const compressGzip = promisify(gzip);
const ENCODINGS = ['br', 'gzip'];

/**
 * The answer's bytes, compressed once per change of content, off the event loop (zlib's thread pool): a client that
 * accepts brotli receives about a quarter of the JSON's bytes, and no request compresses anything.
 */
async function representations(json: string): Promise<Omit<Entry, 'loadedAt'>> {
  const identity = Buffer.from(json);
  const tag = createHash('sha256').update(identity).digest('base64url').slice(0, 27);
  const [br, gz] = await Promise.all([
    compressBrotli(identity, {
      params: {
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
      },
    }),
    compressGzip(identity, { level: 9 }),
  ]);
  return {
    json,
    identity: { body: identity, encoding: undefined, etag: `"${tag}"` },
    // Each encoding is its own representation, so its own strong ETag (a cache must not take one for the other).
    br: { body: br, encoding: 'br', etag: `"${tag}-br"` },
    gzip: { body: gz, encoding: 'gzip', etag: `"${tag}-gz"` },
  };
}

export interface PublicReadOptions<Schema extends z.core.$ZodType> {
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
 * certifications): the serialised body, its brotli and gzip copies and their strong ETags are kept in memory for
 * PUBLIC_READ_TTL_MS, so a request costs no query, no serialisation and no compression, and a client that has the
 * body gets a 304.
 */
export function publicRead<Schema extends z.core.$ZodType>(options: PublicReadOptions<Schema>) {
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
        const json = JSON.stringify(z.parse(schema, await load()));
        // Unchanged content (the usual case at each expiry) keeps its bytes and ETags: nothing is compressed again.
        entry = { ...(entry?.json === json ? entry : await representations(json)), loadedAt: at };
        return entry;
      } finally {
        loading = undefined;
      }
    })();
    return loading;
  }

  function send(cached: Entry, request: FastifyRequest, reply: FastifyReply): FastifyReply {
    const accepted = request.headers['accept-encoding'];
    const encoding = accepted ? (negotiate(accepted.toLowerCase(), ENCODINGS) as 'br' | 'gzip' | null) : null;
    const { body, etag } = encoding ? cached[encoding] : cached.identity;
    reply.header('cache-control', PUBLIC_READ_CACHE_CONTROL).header('vary', 'accept-encoding').header('etag', etag);
    if (matches(request.headers['if-none-match'], etag)) return reply.code(304).send();
    if (encoding) reply.header('content-encoding', encoding);
    return reply.type('application/json; charset=utf-8').send(body);
  }

  // Not an async function: while the entry is fresh (nearly every request) the answer is sent at once, without the
  // promise and the microtask turns an async handler costs; only a load waits.
  return function publicReadHandler(request: FastifyRequest, reply: FastifyReply): Promise<void> | undefined {
    if (entry && fresh(now())) {
      send(entry, request, reply);
      return undefined;
    }
    // Resolved with the reply, a thenable that Fastify's async handlers return once they have sent: the promise
    // settles, with undefined, when the answer is finished.
    return current().then((cached) => send(cached, request, reply) as unknown as Promise<void>);
  };
}
