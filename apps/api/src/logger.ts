import { LogController, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';

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

/** A text with the secrets and personal data it may carry replaced. */
export function scrubText(text: string): string {
  return TEXT_SECRETS.reduce((scrubbed, [pattern, replacement]) => scrubbed.replace(pattern, replacement), text);
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

/**
 * One line per request, written when it is answered (Fastify's default writes two: received and completed), so logs
 * stay readable and cheap under load. A route with a higher logLevel (health: warn) writes none.
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    // Whole hundredths of a millisecond: a sixth decimal digit would read as a six-digit code to scrubText.
    const line = { req: request, res: reply, responseTime: Math.round(reply.elapsedTime * 100) / 100 };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}
