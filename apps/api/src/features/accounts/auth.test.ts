import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FeatureRoutes } from '../../context';
import { countQueries } from '../../testing/queryCount';
import { authenticate, currentUser, maybeCurrentUser, optionalUser, requireUser } from './auth';
import { createAccountsRoutes } from './routes';
import { sessions } from './schema';
import { hashToken, revokeSession, SESSION_LIFETIME_MS } from './sessions';
import { createAccountsTestApp, createUserWithSession, type AccountsTestApp } from './testing';

// A stand-in for a later feature (bookings): its own plugin, using the accounts guard by import.
const otherFeature: FeatureRoutes = async (app, ctx) => {
  app.get('/api/test/mine', { preValidation: requireUser(ctx) }, async (request) => {
    const { user, sessionId } = currentUser(request);
    return { email: user.email, sessionId, hasHash: 'passwordHash' in user };
  });
  app.get('/api/test/maybe', { preValidation: optionalUser(ctx) }, async (request) => ({
    email: maybeCurrentUser(request)?.user.email ?? null,
  }));
  app.get('/api/test/forgot-guard', async (request) => currentUser(request));
};

let t: AccountsTestApp;
beforeAll(async () => {
  t = await createAccountsTestApp({
    features: [
      { name: 'accounts', routes: createAccountsRoutes() },
      { name: 'other', routes: otherFeature },
    ],
  });
});
afterAll(() => t.close());

describe('requireUser', () => {
  it('gives another feature the user of a valid bearer token, without the password hash', async () => {
    const { user, headers } = await createUserWithSession(t.db, { email: 'guard@example.com' }, t.clock.now());
    const response = await t.app.inject({ method: 'GET', url: '/api/test/mine', headers });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ email: user.email, hasHash: false });
  });

  it('resolves a token to its session and user in one query, and a revoked or unknown one to nothing', async () => {
    const { user, token } = await createUserWithSession(t.db, { email: 'one-query@example.com' }, t.clock.now());
    const ctx = { db: t.db, now: t.clock.now };
    const queries = countQueries(t.database);
    try {
      const auth = await authenticate(ctx, token);
      expect(queries.count).toBe(1);
      expect(auth?.user).toMatchObject({ id: user.id, email: user.email });
      expect(auth?.user).not.toHaveProperty('passwordHash');
      await revokeSession(t.db, auth!.sessionId, t.clock.now());
      expect(await authenticate(ctx, token)).toBeUndefined();
      expect(await authenticate(ctx, 'x'.repeat(43))).toBeUndefined();
    } finally {
      queries.stop();
    }
  });

  it('answers 401 without a token and for an expired one', async () => {
    const missing = await t.app.inject({ method: 'GET', url: '/api/test/mine' });
    expect(missing.statusCode).toBe(401);
    expect(missing.json()).toEqual({
      message: 'Authentication credentials were not provided.',
      detail: 'Authentication credentials were not provided.',
    });

    const { user, headers } = await createUserWithSession(t.db, { email: 'expiring@example.com' }, t.clock.now());
    t.clock.advance(SESSION_LIFETIME_MS - 1000);
    expect((await t.app.inject({ method: 'GET', url: '/api/test/mine', headers })).statusCode).toBe(200);
    t.clock.advance(1000);
    const expired = await t.app.inject({ method: 'GET', url: '/api/test/mine', headers });
    expect(expired.statusCode).toBe(401);
    expect(expired.json().message).toMatch(/Please sign in again/);

    // The next sign-in clears the expired session row away.
    const signIn = await t.post('/api/users/signin/', {
      email: 'expiring@example.com',
      password: 'correct horse battery',
    });
    expect(signIn.statusCode).toBe(200);
    const rows = await t.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(rows.map((r) => r.tokenHash)).toEqual([hashToken(signIn.json().token)]);
  });

  it('optionalUser treats a missing or bad token as a guest', async () => {
    const { headers } = await createUserWithSession(t.db, { email: 'maybe@example.com' }, t.clock.now());
    expect((await t.app.inject({ method: 'GET', url: '/api/test/maybe', headers })).json()).toEqual({
      email: 'maybe@example.com',
    });
    expect((await t.app.inject({ method: 'GET', url: '/api/test/maybe' })).json()).toEqual({ email: null });
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/test/maybe',
      headers: { authorization: `Bearer ${'B'.repeat(43)}` },
    });
    expect(bad.json()).toEqual({ email: null });
  });

  it('currentUser on a route without the guard is a server error, not a silent guest', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/test/forgot-guard' });
    expect(response.statusCode).toBe(500);
  });
});
