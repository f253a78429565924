import { createHash } from 'node:crypto';
import { limitsCopy } from '@sukoon/contracts/copy/limits';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db';
import { bearerToken } from './bearer';
import { httpError, type HttpError } from './errors';
import { requestAccountOf } from './requestAccount';
import { createLimitStore, type LimitPolicy } from './limitStore';

const MINUTE = 60_000;

/**
 * Whom a limit counts: the client address (`request.ip`, which honours TRUST_PROXY); the e-mail address in the body
 * (as the contracts normalise it; bodies without one pass), from any client except one this account has signed in
 * from (see `RateLimiter.signedIn`); that address from this client only; the signed-in person (their bearer token;
 * the client address without one: many people share one office or mobile network address); or the signed-in account
 * over all its sessions (a hook placed after the sign-in check; requests without a signed-in user pass).
 */
export type LimitBy = 'ip' | 'email' | 'emailIp' | 'person' | 'account';

export interface LimitRule extends LimitPolicy {
  by: LimitBy;
}

/**
 * Guesses (a password, a code) from one client at one account: three at once, then 1, 2, 4, 8 and 16 s apart, eight
 * per 15 minutes; fewer than kill a code (CODE_MAX_ATTEMPTS), so one client cannot spoil the person's code.
 */
const GUESSES = { by: 'emailIp', max: 8, windowMs: 15 * MINUTE, progressive: { free: 3, delayMs: 1000 } } as const;

/**
 * Every request limit of the api, by name. A route applies limits by name (see `RateLimiter.hook`); a new limited
 * route adds its line here. Per IP they stop one client spraying many addresses. Per account they are split so that
 * nobody can lock a person out: the tight limit counts one account from one client (`emailIp`, progressive for
 * guesses, cleared by a successful sign-in), and a higher one counts the account from every client (`email`), against
 * guessing spread over many IPs, and does not apply to a client the person has signed in from (docs/security.md).
 */
export const LIMITS = {
  'signIn.ip': { by: 'ip', max: 20, windowMs: 5 * MINUTE },
  'signIn.addressIp': GUESSES,
  'signIn.address': { by: 'email', max: 20, windowMs: 15 * MINUTE },
  'googleLogin.ip': { by: 'ip', max: 20, windowMs: 5 * MINUTE },
  'register.ip': { by: 'ip', max: 10, windowMs: 60 * MINUTE },
  // The address limits of the mailing calls also cap the mails one inbox gets (a code, "someone tried to register").
  'register.addressIp': { by: 'emailIp', max: 5, windowMs: 60 * MINUTE },
  'register.address': { by: 'email', max: 20, windowMs: 60 * MINUTE },
  'verifyOtp.ip': { by: 'ip', max: 20, windowMs: 15 * MINUTE },
  'verifyOtp.addressIp': GUESSES,
  'verifyOtp.address': { by: 'email', max: 20, windowMs: 15 * MINUTE },
  'resendOtp.ip': { by: 'ip', max: 10, windowMs: 15 * MINUTE },
  'resendOtp.addressIp': { by: 'emailIp', max: 5, windowMs: 60 * MINUTE },
  'resendOtp.address': { by: 'email', max: 20, windowMs: 60 * MINUTE },
  'forgotPassword.ip': { by: 'ip', max: 10, windowMs: 15 * MINUTE },
  'forgotPassword.addressIp': { by: 'emailIp', max: 5, windowMs: 60 * MINUTE },
  'forgotPassword.address': { by: 'email', max: 20, windowMs: 60 * MINUTE },
  'resetPassword.ip': { by: 'ip', max: 20, windowMs: 15 * MINUTE },
  'resetPassword.addressIp': GUESSES,
  'resetPassword.address': { by: 'email', max: 20, windowMs: 15 * MINUTE },
  'changePassword.ip': { by: 'ip', max: 10, windowMs: 15 * MINUTE },
  // Current-password guesses at one account from all its sessions together, however many clients hold them.
  'changePassword.account': { by: 'account', max: 8, windowMs: 15 * MINUTE, progressive: { free: 3, delayMs: 1000 } },
  'completeProfile.ip': { by: 'ip', max: 30, windowMs: 5 * MINUTE },
  'profile.person': { by: 'person', max: 30, windowMs: 5 * MINUTE },
  // Password guesses by whoever holds a signed-in screen: few, and slower after three.
  'deleteAccount.person': { by: 'person', max: 8, windowMs: 15 * MINUTE, progressive: { free: 3, delayMs: 1000 } },
  'bookNow.person': { by: 'person', max: 20, windowMs: MINUTE },
  'changeBooking.person': { by: 'person', max: 20, windowMs: MINUTE },
  'initiatePayment.person': { by: 'person', max: 20, windowMs: MINUTE },
  'paymentReturn.ip': { by: 'ip', max: 30, windowMs: MINUTE },
  'feedback.person': { by: 'person', max: 10, windowMs: MINUTE },
  'contact.ip': { by: 'ip', max: 5, windowMs: 15 * MINUTE },
} as const satisfies Record<string, LimitRule>;

export type LimitName = keyof typeof LIMITS;

/** How long a client that signed in to an account stays exempt from that account's `email` limits. */
export const SIGNED_IN_CLIENT_MS = 30 * 24 * 60 * MINUTE;

/** "1 minute", "15 minutes": the wait in the words of a 429 message. */
export function waitText(ms: number): string {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  if (seconds < 60) return limitsCopy.wait('second', seconds);
  return limitsCopy.wait('minute', Math.ceil(seconds / 60));
}

/** 429 `{ message }` with a Retry-After header: the answer of every exceeded limit. */
export const tooManyRequests = (retryAfterMs: number): HttpError =>
  httpError(429, limitsCopy.tooMany(waitText(retryAfterMs)), {
    detail: false,
    retryAfterMs,
  });

/** The e-mail of a request body as the contracts normalise it (trimmed, lower case), or undefined. */
function bodyEmail(request: FastifyRequest): string | undefined {
  const email = (request.body as { email?: unknown } | null | undefined)?.email;
  return typeof email === 'string' && email.trim() !== '' ? email.trim().toLowerCase() : undefined;
}

/** The subject as a hash: the limits table holds no e-mail address, IP or token in clear. */
const hashed = (subject: string) => createHash('sha256').update(subject, 'utf8').digest('base64url');

function subjectOf(by: LimitBy, request: FastifyRequest): string | undefined {
  switch (by) {
    case 'ip':
      return hashed(`ip:${request.ip}`);
    case 'email': {
      const email = bodyEmail(request);
      return email === undefined ? undefined : hashed(`email:${email}`);
    }
    case 'emailIp': {
      const email = bodyEmail(request);
      return email === undefined ? undefined : hashed(`email:${email} ip:${request.ip}`);
    }
    case 'person': {
      const token = bearerToken(request);
      return hashed(token ? `token:${token}` : `ip:${request.ip}`);
    }
    case 'account': {
      const userId = requestAccountOf(request);
      return userId === undefined ? undefined : hashed(`account:${userId}`);
    }
  }
}

/** The marker of "this account signed in from this client", or undefined for a body without an address. */
const signedInKey = (request: FastifyRequest) => {
  const subject = subjectOf('emailIp', request);
  return subject === undefined ? undefined : `signedIn:${subject}`;
};

export type LimitHook = (request: FastifyRequest) => Promise<void>;

export interface RateLimiter<Name extends string = LimitName> {
  /**
   * A preValidation hook counting the request under each named limit, in order; the first one exceeded answers 429.
   * It runs after the body is parsed (per-address limits read it) and before validation and sign-in checks:
   *
   *   app.post(path, { preValidation: [ctx.limiter.hook('bookNow.person'), requireUser(ctx)], schema }, handler)
   */
  hook(...names: Name[]): LimitHook;
  /**
   * After the request's account was signed in to (password, code): clears the named counters of this account from
   * this client, and exempts this client from the account's `email` limits for SIGNED_IN_CLIENT_MS.
   */
  signedIn(request: FastifyRequest, ...clear: Name[]): Promise<void>;
}

/** The limiter over the database and the app's clock; `rules` is LIMITS except in tests of the limiter itself. */
export function createRateLimiter<Rules extends Record<string, LimitRule> = typeof LIMITS>(options: {
  db: Db;
  now: () => number;
  rules?: Rules;
}): RateLimiter<Extract<keyof Rules, string>> {
  const rules = (options.rules ?? LIMITS) as Record<string, LimitRule>;
  const store = createLimitStore(options.db);
  const check = (names: readonly string[]) => {
    for (const name of names) if (!rules[name]) throw new Error(`No limit named ${name}`);
  };
  return {
    hook(...names) {
      check(names);
      return async function rateLimit(request) {
        for (const name of names) {
          const rule = rules[name]!;
          const subject = subjectOf(rule.by, request);
          if (subject === undefined) continue;
          const now = options.now();
          const hit = await store.hit(`${name}:${subject}`, rule, now);
          if (hit.allowed) continue;
          const known = rule.by === 'email' ? signedInKey(request) : undefined;
          if (known !== undefined && (await store.isMarked(known, now))) continue;
          throw tooManyRequests(hit.retryAfterMs);
        }
      };
    },
    async signedIn(request, ...clear) {
      check(clear);
      const known = signedInKey(request);
      if (known === undefined) return;
      for (const name of clear) {
        const subject = subjectOf(rules[name]!.by, request);
        if (subject !== undefined) await store.clear(`${name}:${subject}`);
      }
      await store.mark(known, options.now(), SIGNED_IN_CLIENT_MS);
    },
  };
}
