import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db';
import { httpError } from '../../http/errors';
import type { GoogleProfile } from './google';
import { userIdentities, users, type UserRow } from './schema';
import { dropRegistrations } from './registrations';
import { revokeUserSessions } from './sessions';
import { findUserByEmail, insertUser, isUniqueViolation } from './users';
import { GOOGLE_MESSAGES } from '@sukoon/contracts/copy/accounts';

export const GOOGLE = 'google';

async function findByIdentity(db: Db | Tx, sub: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select({ user: users })
    .from(userIdentities)
    .innerJoin(users, eq(users.id, userIdentities.userId))
    .where(and(eq(userIdentities.provider, GOOGLE), eq(userIdentities.subject, sub)));
  return row?.user;
}

/** The account a Google sign-in reached; `linked` when the profile was just linked to an existing account. */
export interface GoogleSignInResult {
  user: UserRow;
  newUser: boolean;
  linked?: { wasVerified: boolean };
}

async function resolve(db: Db, profile: GoogleProfile, now: number): Promise<GoogleSignInResult> {
  return db.transaction(async (tx) => {
    // Users are keyed by Google's subject id: a returning user is found even after changing the Gmail address.
    const known = await findByIdentity(tx, profile.sub);
    if (known) return { user: known, newUser: false };

    // Without Google's word that the address is theirs, the address cannot key an account: neither link nor create.
    if (!profile.emailVerified) throw httpError(403, GOOGLE_MESSAGES.unverifiedEmail);

    const existing = await findUserByEmail(tx, profile.email);
    if (existing) {
      await tx.insert(userIdentities).values({
        userId: existing.id,
        provider: GOOGLE,
        subject: profile.sub,
        email: profile.email,
        createdAt: new Date(now),
      });
      const changes: Partial<typeof users.$inferInsert> = { updatedAt: new Date(now) };
      if (!existing.firstName && !existing.lastName) {
        changes.firstName = profile.givenName || profile.name;
        changes.lastName = profile.familyName;
      }
      if (!existing.isVerified) {
        // The address was never proven by whoever set this password; now its owner has proven it through Google.
        // Dropping that password stops an account "pre-hijack" (someone registering a victim's address first).
        changes.isVerified = true;
        changes.passwordHash = null;
        await revokeUserSessions(tx, existing.id, now);
        await dropRegistrations(tx, existing.id);
      }
      const [user] = await tx.update(users).set(changes).where(eq(users.id, existing.id)).returning();
      if (!user) throw new Error('linked user vanished');
      return { user, newUser: false, linked: { wasVerified: existing.isVerified } };
    }

    const user = await insertUser(tx, {
      email: profile.email,
      firstName: profile.givenName || profile.name,
      lastName: profile.familyName,
      isVerified: true,
      passwordHash: null,
      createdAt: new Date(now),
      updatedAt: new Date(now),
    });
    await tx.insert(userIdentities).values({
      userId: user.id,
      provider: GOOGLE,
      subject: profile.sub,
      email: profile.email,
      createdAt: new Date(now),
    });
    return { user, newUser: true };
  });
}

/**
 * The account of a verified Google profile: the one linked to its subject id; else, when Google vouches for the
 * address, the account with that address (linked now) or a new one. A parallel first sign-in of the same person may
 * win the race to insert; the loser then finds what the winner made.
 */
export async function signInWithGoogle(db: Db, profile: GoogleProfile, now: number): Promise<GoogleSignInResult> {
  try {
    return await resolve(db, profile, now);
  } catch (error) {
    if (
      isUniqueViolation(error, 'user_identities_provider_subject_key') ||
      isUniqueViolation(error, 'users_email_key')
    ) {
      return resolve(db, profile, now);
    }
    throw error;
  }
}
