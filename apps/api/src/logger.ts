import {
  LogController,
  type FastifyBaseLogger,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';

type LoggerOptions = Exclude<NonNullable<FastifyServerOptions['logger']>, boolean>;
import type { Config } from './config';

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

/** Fastify's pino options: JSON lines in production and tests, pino-pretty for people in development. */
export function loggerOptions(config: Pick<Config, 'logLevel' | 'nodeEnv'>): LoggerOptions {
  return {
    level: config.logLevel,
    redact: { paths: REDACT_PATHS, censor: '[redacted]' },
    // After the field-name redaction, the whole written line (message, URL, error message and stack) is scrubbed.
    hooks: { streamWrite: scrubText },
    ...(config.nodeEnv === 'development'
      ? { transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' } } }
      : {}),
  };
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
