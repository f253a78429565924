import { and, eq, getTableColumns, gt, isNull, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { preparedPerDatabase } from '../../db/prepared';
import { bearerToken } from '../../http/bearer';
import { httpError } from '../../http/errors';
import { setRequestAccount } from '../../http/requestAccount';
import { sessions, users, type UserRow } from './schema';
import { hashToken } from './sessions';
import { AUTH_MESSAGES } from '@sukoon/contracts/copy/accounts';

/** The signed-in user as other features see it: the row without the password hash. */
export type AuthUser = Omit<UserRow, 'passwordHash'>;

export interface AuthInfo {
  user: AuthUser;
  /** The session (bearer token) of this request; logout and password changes use it. */
  sessionId: number;
}

// A WeakMap instead of a request decorator: plugins are encapsulated, and this works in every feature's plugin alike.
const authOf = new WeakMap<FastifyRequest, AuthInfo>();

const { passwordHash: _omitted, ...publicColumns } = getTableColumns(users);

/** The live session (not revoked, not expired) of a token's hash, with its user: built once per database. */
const liveSessionWithUser = preparedPerDatabase((db) =>
  db
    .select({ sessionId: sessions.id, user: publicColumns })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql.placeholder('now')),
      ),
    )
    .prepare('live_session_with_user'),
);

/**
 * Resolves a bearer token to its live session and its user, or undefined (unknown, revoked or expired token): one
 * prepared query, as every signed-in request pays it (on PGlite each round trip blocks the event loop).
 */
export async function authenticate(ctx: Pick<AppContext, 'db' | 'now'>, token: string): Promise<AuthInfo | undefined> {
  const [row] = await liveSessionWithUser(ctx.db).execute({
    tokenHash: hashToken(token),
    now: new Date(ctx.now()).toISOString(),
  });
  return row && { user: row.user, sessionId: row.sessionId };
}

/**
 * A hook that lets the route run only for a valid bearer token (401 `{ message, detail }` otherwise). Put it in
 * `preValidation` (after any limit, before the body's validation), and read the user in the handler:
 *
 *   app.get(path, { preValidation: requireUser(ctx) }, async (request) => { const { user } = currentUser(request); … });
 */
export function requireUser(ctx: Pick<AppContext, 'db' | 'now'>) {
  return async function requireUserHook(request: FastifyRequest): Promise<void> {
    const token = bearerToken(request);
    if (!token) {
      const present = request.headers.authorization !== undefined;
      const message = present ? AUTH_MESSAGES.invalid : AUTH_MESSAGES.missing;
      throw httpError(401, message);
    }
    const auth = await authenticate(ctx, token);
    if (!auth) throw httpError(401, AUTH_MESSAGES.invalid);
    authOf.set(request, auth);
    setRequestAccount(request, auth.user.id);
  };
}

/**
 * For calls where signing in is optional (the contract's `auth: 'optional'`): a valid token sets the user, anything
 * else leaves the request anonymous. Read it with `maybeCurrentUser(request)`.
 */
export function optionalUser(ctx: Pick<AppContext, 'db' | 'now'>) {
  return async function optionalUserHook(request: FastifyRequest): Promise<void> {
    const token = bearerToken(request);
    const auth = token ? await authenticate(ctx, token) : undefined;
    if (auth) {
      authOf.set(request, auth);
      setRequestAccount(request, auth.user.id);
    }
  };
}

/** The user of a route guarded by requireUser. Throws (a 500) if the route forgot the hook. */
export function currentUser(request: FastifyRequest): AuthInfo {
  const auth = authOf.get(request);
  if (!auth) throw new Error('currentUser() called on a route without the requireUser hook');
  return auth;
}

/** The user of a route with optionalUser, or undefined for a guest. */
export function maybeCurrentUser(request: FastifyRequest): AuthInfo | undefined {
  return authOf.get(request);
}
