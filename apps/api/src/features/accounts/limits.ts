import type { RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../../http/errors';

export interface Limit {
  max: number;
  /** Milliseconds. */
  windowMs: number;
}

const MINUTE = 60_000;

/**
 * Request limits of the account calls, per client IP and (where a body names an address) per e-mail address. The
 * per-address limits hold however many IPs an attacker uses; the per-IP limits stop one client from spraying many
 * addresses. They are generous for a person and tight for a script.
 */
export const LIMITS = {
  signIn: { ip: { max: 20, windowMs: 5 * MINUTE }, address: { max: 10, windowMs: 15 * MINUTE } },
  googleLogin: { ip: { max: 20, windowMs: 5 * MINUTE } },
  register: { ip: { max: 10, windowMs: 60 * MINUTE } },
  verifyOtp: { ip: { max: 20, windowMs: 15 * MINUTE }, address: { max: 10, windowMs: 15 * MINUTE } },
  resendOtp: { ip: { max: 10, windowMs: 15 * MINUTE }, address: { max: 5, windowMs: 60 * MINUTE } },
  forgetPassword: { ip: { max: 10, windowMs: 15 * MINUTE }, address: { max: 5, windowMs: 60 * MINUTE } },
  resetPassword: { ip: { max: 20, windowMs: 15 * MINUTE }, address: { max: 10, windowMs: 15 * MINUTE } },
  changePassword: { ip: { max: 10, windowMs: 15 * MINUTE } },
  updateProfile: { ip: { max: 30, windowMs: 5 * MINUTE } },
} satisfies Record<string, { ip: Limit; address?: Limit }>;

/** "1 minute", "15 minutes": the wait in the words of a 429 message. */
export function waitText(ms: number): string {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

export const tooManyRequests = (ms: number) =>
  new HttpError(429, `Too many attempts. Please wait ${waitText(ms)} and try again.`);

/** Route config for a per-IP limit (@fastify/rate-limit), answering 429 `{ message }` with a Retry-After header. */
export function perIp(limit: Limit): { rateLimit: RateLimitOptions } {
  return {
    rateLimit: {
      max: limit.max,
      timeWindow: limit.windowMs,
      errorResponseBuilder: (_request, context) => tooManyRequests(context.ttl),
    },
  };
}

/** The e-mail of a request body as the contracts normalise it, or undefined. */
function bodyEmail(request: FastifyRequest): string | undefined {
  const email = (request.body as { email?: unknown } | null | undefined)?.email;
  return typeof email === 'string' && email.trim() !== '' ? email.trim().toLowerCase() : undefined;
}

/**
 * A preHandler limiting requests per e-mail address in the body, whether or not an account has it (so the limit
 * itself reveals nothing). Bodies without an address pass; validation rejects them next.
 */
export function perAddress(app: FastifyInstance, name: string, limit: Limit) {
  const check = app.createRateLimit({
    max: limit.max,
    timeWindow: limit.windowMs,
    keyGenerator: (request) => `${name}:${bodyEmail(request) ?? ''}`,
  });
  return async function perAddressLimit(request: FastifyRequest, reply: FastifyReply) {
    if (!bodyEmail(request)) return;
    const result = await check(request);
    if (!result.isAllowed && result.isExceeded) {
      reply.header('retry-after', result.ttlInSeconds);
      throw tooManyRequests(result.ttl);
    }
  };
}
