import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { bearerToken } from './bearer';
import { httpError, type HttpError } from './errors';

const MINUTE = 60_000;

/**
 * Whom a limit counts: the client address (`request.ip`, which honours TRUST_PROXY), the e-mail address in the body
 * (as the contracts normalise it; bodies without one pass), or the signed-in person (their bearer token; the client
 * address without one: many people share one office or mobile network address).
 */
export type LimitBy = 'ip' | 'email' | 'person';

export interface LimitRule {
  by: LimitBy;
  /** Requests allowed per window; the next one answers 429. */
  max: number;
  windowMs: number;
}

/**
 * Every request limit of the api, by name. A route applies limits by name (see `RateLimiter.hook`); a new limited
 * route adds its line here. The account limits are generous for a person and tight for a script: per address they
 * hold however many IPs an attacker uses, per IP they stop one client spraying many addresses.
 */
export const LIMITS = {
  'signIn.ip': { by: 'ip', max: 20, windowMs: 5 * MINUTE },
  'signIn.address': { by: 'email', max: 10, windowMs: 15 * MINUTE },
  'googleLogin.ip': { by: 'ip', max: 20, windowMs: 5 * MINUTE },
  'register.ip': { by: 'ip', max: 10, windowMs: 60 * MINUTE },
  // Caps the mails one address gets from registrations (a code, or "someone tried to register") from many IPs.
  'register.address': { by: 'email', max: 5, windowMs: 60 * MINUTE },
  'verifyOtp.ip': { by: 'ip', max: 20, windowMs: 15 * MINUTE },
  'verifyOtp.address': { by: 'email', max: 10, windowMs: 15 * MINUTE },
  'resendOtp.ip': { by: 'ip', max: 10, windowMs: 15 * MINUTE },
  'resendOtp.address': { by: 'email', max: 5, windowMs: 60 * MINUTE },
  'forgetPassword.ip': { by: 'ip', max: 10, windowMs: 15 * MINUTE },
  'forgetPassword.address': { by: 'email', max: 5, windowMs: 60 * MINUTE },
  'resetPassword.ip': { by: 'ip', max: 20, windowMs: 15 * MINUTE },
  'resetPassword.address': { by: 'email', max: 10, windowMs: 15 * MINUTE },
  'changePassword.ip': { by: 'ip', max: 10, windowMs: 15 * MINUTE },
  'updateProfile.ip': { by: 'ip', max: 30, windowMs: 5 * MINUTE },
  'bookNow.person': { by: 'person', max: 20, windowMs: MINUTE },
  'initiatePayment.person': { by: 'person', max: 20, windowMs: MINUTE },
  'paymentReturn.ip': { by: 'ip', max: 30, windowMs: MINUTE },
  'feedback.person': { by: 'person', max: 10, windowMs: MINUTE },
  'contact.ip': { by: 'ip', max: 5, windowMs: 15 * MINUTE },
} as const satisfies Record<string, LimitRule>;

export type LimitName = keyof typeof LIMITS;

export interface LimitWindow {
  /** Requests counted in the window so far, this one included. */
  count: number;
  /** When the window ends (epoch ms). */
  resetAt: number;
}

/**
 * Where the counters live. The only thing to replace to share limits between instances (a table with one row per
 * key, updated in one statement).
 */
export interface LimitStore {
  /** Counts one request under `key`; a window starts with the first request after the last one ended. */
  hit(key: string, windowMs: number, now: number): Promise<LimitWindow>;
}

/** "1 minute", "15 minutes": the wait in the words of a 429 message. */
export function waitText(ms: number): string {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

/** 429 `{ message }` with a Retry-After header: the answer of every exceeded limit. */
export const tooManyRequests = (retryAfterMs: number): HttpError =>
  httpError(429, `Too many attempts. Please wait ${waitText(retryAfterMs)} and try again.`, {
    detail: false,
    retryAfterMs,
  });

/** The e-mail of a request body as the contracts normalise it (trimmed, lower case), or undefined. */
function bodyEmail(request: FastifyRequest): string | undefined {
  const email = (request.body as { email?: unknown } | null | undefined)?.email;
  return typeof email === 'string' && email.trim() !== '' ? email.trim().toLowerCase() : undefined;
}

function subjectOf(by: LimitBy, request: FastifyRequest): string | undefined {
  switch (by) {
    case 'ip':
      return `ip:${request.ip}`;
    case 'email':
      return bodyEmail(request);
    case 'person': {
      const token = bearerToken(request);
      return token ? `user:${createHash('sha256').update(token, 'utf8').digest('hex')}` : `ip:${request.ip}`;
    }
  }
}

export type LimitHook = (request: FastifyRequest) => Promise<void>;

export interface RateLimiter<Name extends string = LimitName> {
  /**
   * A preValidation hook counting the request under each named limit, in order; the first one exceeded answers 429.
   * It runs after the body is parsed (per-address limits read it) and before validation and sign-in checks:
   *
   *   app.post(path, { preValidation: [ctx.limiter.hook('bookNow.person'), requireUser(ctx)], schema }, handler)
   */
  hook(...names: Name[]): LimitHook;
}

/** The limiter over a store and the app's clock; `rules` is LIMITS except in tests of the limiter itself. */
export function createRateLimiter<Rules extends Record<string, LimitRule> = typeof LIMITS>(options: {
  store: LimitStore;
  now: () => number;
  rules?: Rules;
}): RateLimiter<Extract<keyof Rules, string>> {
  const rules = (options.rules ?? LIMITS) as Record<string, LimitRule>;
  return {
    hook(...names) {
      for (const name of names) if (!rules[name]) throw new Error(`No limit named ${name}`);
      return async function rateLimit(request) {
        for (const name of names) {
          const rule = rules[name]!;
          const subject = subjectOf(rule.by, request);
          if (subject === undefined) continue;
          const now = options.now();
          const window = await options.store.hit(`${name}:${subject}`, rule.windowMs, now);
          if (window.count > rule.max) throw tooManyRequests(window.resetAt - now);
        }
      };
    },
  };
}
