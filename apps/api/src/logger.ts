import type { FastifyServerOptions } from 'fastify';

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

/** Fastify's pino options: JSON lines in production and tests, pino-pretty for people in development. */
export function loggerOptions(config: Pick<Config, 'logLevel' | 'nodeEnv'>): LoggerOptions {
  return {
    level: config.logLevel,
    redact: { paths: REDACT_PATHS, censor: '[redacted]' },
    ...(config.nodeEnv === 'development'
      ? { transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' } } }
      : {}),
  };
}
