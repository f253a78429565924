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

/** Lines wait in memory until this many bytes are buffered (about a dozen request lines), then go in one write. */
export const LOG_BUFFER_BYTES = 4096;
/** ...or at most this long, so a quiet server's lines still show within a second. */
export const LOG_FLUSH_MS = 1_000;

export type LogDestination = ReturnType<typeof pino.destination>;

/**
 * Where the lines go (stdout by default): written synchronously, a batch of LOG_BUFFER_BYTES at a time
 * (`installLogFlush` writes the rest). pino's default writes each line asynchronously through libuv's thread pool:
 * on two cores under load every completed write woke the event loop (0.8 context switches per request, about a
 * quarter of a cached read's CPU); one synchronous write per dozen lines costs a few microseconds.
 */
export function logDestination(dest: number | string = 1): LogDestination {
  return pino.destination({ dest, sync: true, minLength: LOG_BUFFER_BYTES });
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
 * A request's logger that becomes a pino child only when something logs through it. Fastify made that child for
 * every request (its request id went through the field-name redaction and pino rebuilt its formatters: about a
 * sixth of a cached read's CPU), while most requests log nothing but their completed line, which
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

/**
 * One line per request, written when it is answered (Fastify's default writes two: received and completed), so logs
 * stay readable and cheap under load. A route with a higher logLevel (health: warn) writes none.
 */
export class OneLinePerRequest extends LogController {
  /**
   * The completed line holds only the serialised request (method, URL, host, client address), its status and time:
   * none of them is a field the redaction names, so it is written by a child without pino's field-name redaction,
   * which walked every key of every line against all its paths (a sixth of a cached read's CPU). The written line is
   * still scrubbed (URLs can carry an address); error lines, which carry the error's own fields, keep the redaction.
   */
  #unredacted: FastifyBaseLogger | undefined;

  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    // Whole hundredths of a millisecond: a sixth decimal digit would read as a six-digit code to scrubText.
    const line = { req: request, res: reply, responseTime: Math.round(reply.elapsedTime * 100) / 100 };
    if (error) {
      reply.log.error({ ...line, err: error }, 'request errored');
      return;
    }
    // The request's own logger knows the route's level (health: warn, so no line).
    if (!WRITES_INFO.has(reply.log.level)) return;
    this.#unredacted ??= request.server.log.child({}, { redact: [] });
    this.#unredacted.info({ reqId: request.id, ...line }, 'request completed');
  }
}
