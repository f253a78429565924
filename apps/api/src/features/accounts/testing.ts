// Test helpers for the accounts feature and for features that need a signed-in user (bookings, payments).
import { eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { createLocalJWKSet, exportJWK, generateKeyPair, SignJWT, type JWTPayload } from 'jose';
import type { Db } from '../../db';
import { createTestApp, type TestApp, type TestAppOptions } from '../../testing/testApp';
import { BackgroundTasks } from './background';
import { hashSecret } from './passwords';
import { createAccountsRoutes } from './routes';
import { users, type UserRow } from './schema';
import { createSession } from './sessions';
import { insertUser, type NewUser } from './users';

/** A pinned, movable clock for createTestApp({ now }). The default, 06:30 UTC, is 12:00 in India. */
export function testClock(start = Date.parse('2026-11-21T06:30:00Z')) {
  let current = start;
  return {
    now: () => current,
    set(ms: number) {
      current = ms;
    },
    advance(ms: number) {
      current += ms;
    },
  };
}

export interface SignedIn {
  id: number;
  email: string;
  headers: { authorization: string };
}

/**
 * A verified user with a live session, straight in the database and without a password (so no argon2 cost): for
 * tests of features that only need a signed-in person.
 */
export async function signedInUser(db: Db, email: string, now: number, firstName = 'Asha'): Promise<SignedIn> {
  const user = await insertUser(db, {
    email,
    firstName,
    lastName: 'Rao',
    isVerified: true,
    mobile: '9876543210',
    createdAt: new Date(now),
    updatedAt: new Date(now),
  });
  const token = await createSession(db, user.id, now);
  return { id: user.id, email: user.email, headers: { authorization: `Bearer ${token}` } };
}

/** A signed-in staff member: an account given the staff role, as `npm run staff:create` does. */
export async function signedInStaff(db: Db, email: string, now: number, firstName = 'Meera'): Promise<SignedIn> {
  const staff = await signedInUser(db, email, now, firstName);
  await db.update(users).set({ role: 'staff' }).where(eq(users.id, staff.id));
  return staff;
}

/**
 * A verified user with a session, written straight to the database (no HTTP, one argon2 hash): for tests of other
 * features that need `authorization: Bearer <token>`.
 */
export async function createUserWithSession(
  db: Db,
  values: Partial<NewUser> & { email: string; password?: string },
  now = Date.now(),
): Promise<{ user: UserRow; token: string; headers: { authorization: string } }> {
  const { password = 'correct horse battery', ...rest } = values;
  const user = await insertUser(db, {
    firstName: 'Test',
    lastName: 'User',
    isVerified: true,
    mobile: '9876543210',
    country: 'India',
    state: 'Telangana',
    city: 'Hyderabad',
    createdAt: new Date(now),
    updatedAt: new Date(now),
    ...rest,
    passwordHash: await hashSecret(password),
  });
  const token = await createSession(db, user.id, now);
  return { user, token, headers: { authorization: `Bearer ${token}` } };
}

type SigningKey = Parameters<SignJWT['sign']>[0];

/** A Google stand-in: a local RS256 key pair whose public half is the key set the app checks ID tokens against. */
export async function fakeGoogle(clientId: string) {
  const { privateKey, publicKey } = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
  const keys = createLocalJWKSet({ keys: [jwk] });
  return {
    keys,
    clientId,
    /** Signs an ID token; claims and header override the valid defaults (iat `now`, exp an hour later). */
    async idToken(
      claims: JWTPayload & Record<string, unknown>,
      options: { now: number; key?: SigningKey; kid?: string } = { now: Date.now() },
    ) {
      const iat = Math.floor(options.now / 1000);
      return new SignJWT({
        iss: 'https://accounts.google.com',
        aud: clientId,
        iat,
        exp: iat + 3600,
        email_verified: true,
        ...claims,
      })
        .setProtectedHeader({ alg: 'RS256', kid: options.kid ?? 'test-key', typ: 'JWT' })
        .sign(options.key ?? privateKey);
    },
  };
}

export interface AccountsTestApp extends TestApp {
  clock: ReturnType<typeof testClock>;
  background: BackgroundTasks;
  google: Awaited<ReturnType<typeof fakeGoogle>>;
  /** POST with a JSON body from a given client IP (rate limits count per IP). */
  post(url: string, payload: unknown, options?: { ip?: string; token?: string }): Promise<LightMyRequestResponse>;
  get(url: string, options?: { ip?: string; token?: string }): Promise<LightMyRequestResponse>;
  /** The newest mail to an address that carries a code, and the code ("Your code is 123456"). */
  lastCode(to: string): Promise<{ code: string; subject: string; text: string; html: string | null } | undefined>;
  mailsTo(to: string): Promise<number>;
}

export const GOOGLE_CLIENT_ID = 'test-client.apps.googleusercontent.com';

/** The app with only the accounts feature, a movable clock, a local Google key set and awaitable background mail. */
export async function createAccountsTestApp(options: TestAppOptions = {}): Promise<AccountsTestApp> {
  const clock = testClock();
  const background = new BackgroundTasks();
  const google = await fakeGoogle(GOOGLE_CLIENT_ID);
  const t = await createTestApp({
    now: clock.now,
    ...options,
    env: { GOOGLE_CLIENT_ID, ...options.env },
    features: options.features ?? [
      { name: 'accounts', routes: createAccountsRoutes({ googleKeys: google.keys, background }) },
    ],
  });
  const inject = (
    app: FastifyInstance,
    method: 'GET' | 'POST',
    url: string,
    payload: unknown,
    o: { ip?: string; token?: string },
  ) =>
    app.inject({
      method,
      url,
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
      remoteAddress: o.ip ?? '127.0.0.1',
      headers: o.token ? { authorization: `Bearer ${o.token}` } : {},
    });
  return {
    ...t,
    clock,
    background,
    google,
    post: (url, payload, o = {}) => inject(t.app, 'POST', url, payload, o),
    get: (url, o = {}) => inject(t.app, 'GET', url, undefined, o),
    async lastCode(to) {
      await background.idle();
      const mails = (await t.mailer.outbox?.list()) ?? [];
      for (const mail of mails) {
        const match = mail.to === to ? /Your code is (\d{6})\b/.exec(mail.text) : null;
        if (match?.[1]) return { code: match[1], subject: mail.subject, text: mail.text, html: mail.html };
      }
      return undefined;
    },
    async mailsTo(to) {
      await background.idle();
      const mails = (await t.mailer.outbox?.list()) ?? [];
      return mails.filter((m) => m.to === to).length;
    },
  };
}

/** A registration body the contract accepts. */
export function registration(email: string, overrides: Record<string, unknown> = {}) {
  return {
    first_name: 'Asha',
    last_name: 'Rao',
    email,
    password: 'first-password-1',
    confirm_password: 'first-password-1',
    mobile: '9876543210',
    country: 'India',
    state: 'Telangana',
    city: 'Hyderabad',
    pincode: '500081',
    ...overrides,
  };
}
