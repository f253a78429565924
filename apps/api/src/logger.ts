import {
  LogController,
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';

import pino, { type Bindings, type ChildLoggerOptions } from 'pino';
import type { Config } from './config';

type LoggerOptions = Exclude<NonNullable<FastifyServerOptions['logger']>, boolean>;

// Fields that must never reach a log line, at any depth we log (request bodies are logged at most two levels deep).
const SECRET_FIELDS = [
  'password',
  'current_password',
  'new_password',
  'confirm_password',
  'confirmPassword',
  'newPassword',
  'currentPassword',
  'token',
  'access',
  'refresh',
  'credential',
  'otp',
  'salt',
  'hash',
];

export const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'headers.authorization',
  'headers.cookie',
  '*.headers.authorization',
  '*.headers.cookie',
  'authorization',
  ...SECRET_FIELDS.flatMap((field) => [field, `*.${field}`, `*.*.${field}`]),
];

// Personal data and secrets that can hide inside any logged text (an error message quoting a query's parameters, a
// URL's query string, a mail address in a message): e-mail addresses, argon2 hashes, bearer tokens, our 256-bit
// session and reset tokens (64 hex digits) and six-digit codes.
const TEXT_SECRETS: readonly [RegExp, string][] = [
  [/\$argon2(?:id|i|d)\$[A-Za-z0-9+/=,$.-]+/g, '[redacted-hash]'],
  [/[A-Za-z0-9._%+-]+(?:@|%40)[A-Za-z0-9.-]+\.[A-Za-z]{2,}/g, '[redacted-email]'],
  [/Bearer\s+[^\s"',;]+/gi, 'Bearer [redacted]'],
  [/\b[a-f0-9]{64}\b/gi, '[redacted-token]'],
  [/\b\d{6}\b/g, '[redacted-code]'],
];

const [ARGON2_HASH, EMAIL, ...OTHER_SECRETS] = TEXT_SECRETS;

/** A text with the secrets and personal data it may carry replaced. */
export function scrubText(text: string): string {
  // Every line is scrubbed, and the e-mail pattern is slow to rule out (it tries a run of name characters at each
  // position): it and the hash's run only on a text that holds their fixed part, which they cannot match without.
  let scrubbed = text;
  if (scrubbed.includes('$argon2')) scrubbed = scrubbed.replace(...ARGON2_HASH!);
  if (scrubbed.includes('@') || scrubbed.includes('%40')) scrubbed = scrubbed.replace(...EMAIL!);
  return OTHER_SECRETS.reduce((result, [pattern, replacement]) => result.replace(pattern, replacement), scrubbed);
}

/**
 * Lines wait in memory until this many bytes are buffered (about three dozen request lines), then go in one write,
 * because fewer, larger writes cost a cached read less than many small ones.
 */
export const LOG_BUFFER_BYTES = 12288;
/** ...or at most this long, so a quiet server's lines still show within a second. */
export const LOG_FLUSH_MS = 1_000;

/**
 * Where the lines go (stdout by default): written synchronously, a batch of LOG_BUFFER_BYTES at a time
 * (`installLogFlush` writes the rest). pino's default writes each line asynchronously through libuv's thread pool:
 * under load every completed write wakes the event loop, a large share of a cached read's CPU; one synchronous
 * write per few dozen lines costs next to nothing.
 *
 * The batch is an array joined once per write, in front of sonic-boom (which still does the writing: its retries on
 * a full pipe, its partial writes). sonic-boom's own buffering appends each line to one string and takes that
 * string's byte length on every line, which flattens the growing string each time and showed in a cached read's
 * profile.
 */
export class LogDestination {
  readonly #destination: ReturnType<typeof pino.destination>;
  #lines: string[] = [];
  #length = 0;

  constructor(dest: number | string = 1) {
    this.#destination = pino.destination({ dest, sync: true });
  }

  write(line: string): boolean {
    this.#lines.push(line);
    // UTF-16 units, not bytes: near enough for a batch size, and free.
    this.#length += line.length;
    if (this.#length >= LOG_BUFFER_BYTES) this.flushSync();
    return true;
  }

  flushSync(): void {
    if (this.#lines.length === 0) return;
    const batch = this.#lines.join('');
    this.#lines = [];
    this.#length = 0;
    // Synchronous and without a minimum length, sonic-boom writes it now.
    this.#destination.write(batch);
  }

  /** pino's `logger.flush(callback)`. */
  flush(callback?: (error?: Error) => void): void {
    this.flushSync();
    callback?.();
  }
}

export function logDestination(dest: number | string = 1): LogDestination {
  return new LogDestination(dest);
}

/** Fastify's pino options: JSON lines to `stream` in production and tests, pino-pretty for people in development. */
export function loggerOptions(config: Pick<Config, 'logLevel' | 'nodeEnv'>, stream?: LogDestination): LoggerOptions {
  return {
    level: config.logLevel,
    redact: { paths: REDACT_PATHS, censor: '[redacted]' },
    // After the field-name redaction, the whole written line (message, URL, error message and stack) is scrubbed.
    hooks: { streamWrite: scrubText },
    ...(config.nodeEnv === 'development'
      ? { transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' } } }
      : stream
        ? { stream }
        : {}),
  };
}

/**
 * Writes the buffered lines every LOG_FLUSH_MS, when the app closes and when the process exits (a crash, or a line
 * logged after the close, included), so a normal shutdown loses none; a killed process loses at most the last
 * second's.
 */
export function installLogFlush(app: FastifyInstance, stream: LogDestination): void {
  const flush = () => stream.flushSync();
  const timer = setInterval(flush, LOG_FLUSH_MS);
  timer.unref();
  process.once('exit', flush);
  app.addHook('onClose', (_instance, done) => {
    clearInterval(timer);
    flush();
    done();
  });
}

type LogMethod = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

/**
 * A request's logger that becomes a pino child only when something logs through it. Fastify makes that child for
 * every request (its request id goes through the field-name redaction and pino rebuilds its formatters, a large
 * share of a cached read's CPU), while most requests log nothing but their completed line, which
 * OneLinePerRequest writes with the request id itself.
 */
class RequestLogger implements FastifyBaseLogger {
  #parent: FastifyBaseLogger;
  #bindings: Bindings;
  #options: ChildLoggerOptions;
  #child: FastifyBaseLogger | undefined;

  constructor(parent: FastifyBaseLogger, bindings: Bindings, options: ChildLoggerOptions) {
    this.#parent = parent;
    this.#bindings = bindings;
    this.#options = options;
  }

  #logger(): FastifyBaseLogger {
    return (this.#child ??= this.#parent.child(this.#bindings, this.#options));
  }

  /** The route's level (health: warn) without making the child. */
  get level(): string {
    return this.#child?.level ?? this.#options.level ?? this.#parent.level;
  }

  set level(level: string) {
    this.#logger().level = level;
  }

  #log(method: LogMethod, args: unknown[]): void {
    const logger = this.#logger();
    Reflect.apply(logger[method], logger, args);
  }

  fatal(...args: unknown[]): void {
    this.#log('fatal', args);
  }
  error(...args: unknown[]): void {
    this.#log('error', args);
  }
  warn(...args: unknown[]): void {
    this.#log('warn', args);
  }
  info(...args: unknown[]): void {
    this.#log('info', args);
  }
  debug(...args: unknown[]): void {
    this.#log('debug', args);
  }
  trace(...args: unknown[]): void {
    this.#log('trace', args);
  }
  silent(...args: unknown[]): void {
    this.#log('silent', args);
  }

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.#logger().child(bindings, options);
  }
}

/** Fastify's childLoggerFactory: each request's logger, made into a pino child when first used. */
export function requestLogger(
  logger: FastifyBaseLogger,
  bindings: Bindings,
  options: ChildLoggerOptions,
): FastifyBaseLogger {
  return new RequestLogger(logger, bindings, options);
}

/** The levels at which a logger writes info lines. */
const WRITES_INFO = new Set(['trace', 'debug', 'info']);

/** What the request line needs of the app's pino logger: its bindings (pid, hostname) and where it writes. */
interface PinoWriter {
  [pino.symbols.chindingsSym]?: string;
  [pino.symbols.streamSym]?: { write(line: string): unknown };
}

/**
 * The line of an answered request, the JSON pino wrote for it (same fields, same order), built by hand:
 * `{"level":30,"time":…,"pid":…,"hostname":…,"reqId":…,"req":{"method","url","host","remoteAddress","remotePort"},
 * "res":{"statusCode"},"responseTime":…,"msg":"request completed"}`. Of its fields only the URL, the host and the
 * client address come from the client (a query string can hold an address or a code; Host and X-Forwarded-For are
 * whatever the client sent), so only they are scrubbed. pino's path (its serialisers, the per-key JSON, the scrub of
 * the whole line) is the most costly part of a cached read.
 */
export function requestLine(bindings: string, request: FastifyRequest, reply: FastifyReply): string {
  const client = scrubText(
    `"url":${JSON.stringify(request.url)},"host":${JSON.stringify(request.host)},"remoteAddress":${JSON.stringify(request.ip)}`,
  );
  // Whole hundredths of a millisecond, as before.
  const responseTime = Math.round(reply.elapsedTime * 100) / 100;
  // pino leaves out a field without a value (a socket already gone, or app.inject's).
  const port = request.socket.remotePort;
  return (
    `{"level":30,"time":${Date.now()}${bindings},"reqId":${JSON.stringify(request.id)},` +
    `"req":{"method":${JSON.stringify(request.method)},${client}${port === undefined ? '' : `,"remotePort":${port}`}},` +
    `"res":{"statusCode":${reply.statusCode}},"responseTime":${responseTime},"msg":"request completed"}\n`
  );
}

/**
 * One line per request, written when it is answered (Fastify's default writes two: received and completed), so logs
 * stay readable and cheap under load. A route with a higher logLevel (health: warn) writes none.
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (error) {
      // A failed answer (the socket broke) carries the error's own fields: pino's redaction and the scrub.
      const line = { req: request, res: reply, responseTime: Math.round(reply.elapsedTime * 100) / 100 };
      reply.log.error({ ...line, err: error }, 'request errored');
      return;
    }
    // The request's own logger knows the route's level (health: warn, so no line) and the app's.
    if (!WRITES_INFO.has(reply.log.level)) return;
    const logger = request.server.log as FastifyBaseLogger & PinoWriter;
    const bindings = logger[pino.symbols.chindingsSym];
    const stream = logger[pino.symbols.streamSym];
    if (bindings === undefined || !stream) {
      // Not a pino logger (none of ours): its own way.
      reply.log.info({ res: reply, responseTime: reply.elapsedTime }, 'request completed');
      return;
    }
    stream.write(requestLine(bindings, request, reply));
  }
}
