import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull, lte, ne } from 'drizzle-orm';
import type { Db, Tx } from '../../db';
import { sessions } from './schema';

/** How long a bearer token lives. The site has no refresh flow, so this is also how long a sign-in lasts. */
export const SESSION_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;

/** 256 random bits, URL-safe (43 characters). */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** SHA-256 is right here: the token has full entropy, so there is nothing for a slow hash to protect. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** Starts a session and returns the bearer token, the only time it exists outside the client. */
export async function createSession(db: Db | Tx, userId: number, now: number): Promise<string> {
  // Housekeeping at the natural moment: the user's expired sessions can go, so the table does not only grow.
  await db.delete(sessions).where(and(eq(sessions.userId, userId), lte(sessions.expiresAt, new Date(now))));
  const token = newToken();
  await db.insert(sessions).values({
    userId,
    tokenHash: hashToken(token),
    createdAt: new Date(now),
    expiresAt: new Date(now + SESSION_LIFETIME_MS),
  });
  return token;
}

export async function revokeSession(db: Db | Tx, sessionId: number, now: number): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date(now) })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** Revokes every live session of a user except `keepSessionId` (the one that changed the password). */
export async function revokeUserSessions(db: Db | Tx, userId: number, now: number, keepSessionId?: number) {
  const conditions = [eq(sessions.userId, userId), isNull(sessions.revokedAt)];
  if (keepSessionId !== undefined) conditions.push(ne(sessions.id, keepSessionId));
  await db
    .update(sessions)
    .set({ revokedAt: new Date(now) })
    .where(and(...conditions));
}
