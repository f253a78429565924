import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Config } from '../config';
import { apiSecurityHeaders } from './securityHeaders';

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

/**
 * One way of sending the answer: its bytes, their Content-Encoding and the strong ETag of exactly those bytes, with
 * every header of its 200 and of its 304 built once, as the flat [name, value, ...] list writeHead takes as is.
 */
interface Representation {
  body: Buffer;
  etag: string;
  ok: readonly string[];
  notModified: readonly string[];
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

/** The encoding of a compressed copy the request accepts, brotli first; null for the text as is. */
export function acceptedEncoding(request: FastifyRequest): 'br' | 'gzip' | null {
  const accepted = request.headers['accept-encoding'];
  return accepted ? (negotiate(accepted.toLowerCase(), ENCODINGS) as 'br' | 'gzip' | null) : null;
}

/**
 * The answer's bytes, compressed once per change of content, off the event loop (zlib's thread pool): a client that
 * accepts brotli receives about a quarter of the JSON's bytes, and no request compresses anything.
 */
async function representations(json: string, securityHeaders: readonly string[]): Promise<Omit<Entry, 'loadedAt'>> {
  const representation = (body: Buffer, encoding: 'br' | 'gzip' | undefined, etag: string): Representation => {
    // The 304 carries what the 200 would have (RFC 9110 section 15.4.5) except the body's own type and length.
    const notModified = ['cache-control', PUBLIC_READ_CACHE_CONTROL, 'vary', 'accept-encoding', 'etag', etag];
    notModified.push(...securityHeaders);
    const ok = [...notModified, 'content-type', 'application/json; charset=utf-8'];
    ok.push('content-length', String(body.length));
    if (encoding) ok.push('content-encoding', encoding);
    return { body, etag, ok, notModified };
  };
  const identity = Buffer.from(json);
  const { tag, br, gzip: gz } = await compressedCopies(identity);
  return {
    json,
    identity: representation(identity, undefined, `"${tag}"`),
    // Each encoding is its own representation, so its own strong ETag (a cache must not take one for the other).
    br: representation(br, 'br', `"${tag}-br"`),
    gzip: representation(gz, 'gzip', `"${tag}-gz"`),
  };
}

/**
 * A text's strong ETag (without its quotes) and its brotli and gzip copies, compressed off the event loop (zlib's
 * thread pool), for an answer that is compressed once and then sent many times.
 */
export async function compressedCopies(
  identity: Buffer,
  brotliQuality: number = constants.BROTLI_DEFAULT_QUALITY,
): Promise<{ tag: string; br: Buffer; gzip: Buffer }> {
  const tag = createHash('sha256').update(identity).digest('base64url').slice(0, 27);
  const [br, gz] = await Promise.all([
    compressBrotli(identity, {
      params: {
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_QUALITY]: brotliQuality,
        [constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
      },
    }),
    compressGzip(identity, { level: 9 }),
  ]);
  return { tag, br, gzip: gz };
}

export interface PublicReadOptions<Schema extends z.core.$ZodType> {
  /** The contracts' answer schema: checked once per load, then the serialised body is served as is. */
  schema: Schema;
  load: () => Promise<z.input<Schema>>;
  /** The app's clock (ctx.now), so tests can expire the cache without waiting. */
  now: () => number;
  /** Where the site is served (ctx.config): the answer's security headers are the API's for that address. */
  config: Pick<Config, 'publicUrl'>;
}

/** True when an If-None-Match header names this strong ETag (or is `*`). */
export function matches(ifNoneMatch: string | undefined, etag: string): boolean {
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
  const securityHeaders = [...apiSecurityHeaders(options.config)].flatMap(([name, value]) => [
    name.toLowerCase(),
    value,
  ]);
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
        entry = { ...(entry?.json === json ? entry : await representations(json, securityHeaders)), loadedAt: at };
        return entry;
      } finally {
        loading = undefined;
      }
    })();
    return loading;
  }

  /**
   * Writes the answer straight to Node's response (reply.hijack: Fastify's onSend hooks and reply code are skipped;
   * its onResponse, and so the request's log line, still run when the response finishes). Everything it would have
   * added is already in the header lists: the security headers of an API answer (installSecurityHeaders adds them to
   * every other), the cache and encoding headers; no-store is for signed-in answers, and these are public.
   * Through Fastify's reply this read answers fewer requests a second, the more so on an instance that has served
   * pages and files first (V8 makes that shared path generic for their many kinds of answer).
   */
  function send(cached: Entry, request: FastifyRequest, reply: FastifyReply): void {
    const encoding = acceptedEncoding(request);
    const representation = encoding ? cached[encoding] : cached.identity;
    reply.hijack();
    if (matches(request.headers['if-none-match'], representation.etag)) {
      reply.raw.writeHead(304, representation.notModified as string[]).end();
    } else {
      // HEAD (the route Fastify adds beside each GET): the same headers, Content-Length included, without the body.
      reply.raw
        .writeHead(200, representation.ok as string[])
        .end(request.method === 'HEAD' ? undefined : representation.body);
    }
  }

  // Not an async function: while the entry is fresh (nearly every request) the answer is sent at once, without the
  // promise and the microtask turns an async handler costs; only a load waits.
  return function publicReadHandler(request: FastifyRequest, reply: FastifyReply): Promise<void> | undefined {
    if (entry && fresh(now())) {
      send(entry, request, reply);
      return undefined;
    }
    // Fastify waits for this promise; a hijacked reply is then left alone.
    return current().then((cached) => send(cached, request, reply));
  };
}
