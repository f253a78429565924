import { emailSchema, passwordSchema } from '@sukoon/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db';
import { hashSecret } from '../accounts/passwords';
import { users, type UserRow } from '../accounts/schema';
import { dropRegistrations } from '../accounts/registrations';
import { revokeUserSessions } from '../accounts/sessions';
import { findUserByEmail, insertUser } from '../accounts/users';

/** A refusal of the staff command, said to the person who ran it (no stack trace). */
export class StaffCommandError extends Error {
  override name = 'StaffCommandError';
}

export interface StaffAccountRequest {
  email: string;
  /** Required unless demoting: it becomes the account's password, new or existing. */
  password?: string;
  firstName?: string;
  lastName?: string;
  /** Back to 'client' instead of promoting. */
  demote?: boolean;
}

export type StaffAccountOutcome = 'created' | 'promoted' | 'already staff' | 'demoted' | 'not staff';

/**
 * What `npm run staff:create` does: creates a verified staff account, or promotes the account of that address. The
 * only way to the staff role (sign-up always makes clients).
 *
 * It always sets the given password, on a new account and on an existing one: staff is the account that reaches
 * everyone's data, so no password chosen by anyone else (an unverified account's opener, a forgotten earlier one)
 * may survive the promotion. Setting it revokes the account's sessions and ends its pending registrations.
 */
export async function createOrPromoteStaff(
  db: Db,
  request: StaffAccountRequest,
  now: number,
): Promise<{ outcome: StaffAccountOutcome; user: UserRow }> {
  const email = emailSchema.safeParse(request.email ?? '');
  if (!email.success) throw new StaffCommandError(`Not an e-mail address: ${JSON.stringify(request.email ?? '')}.`);
  let passwordHash: string | undefined;
  if (request.password !== undefined) {
    const password = passwordSchema.safeParse(request.password);
    if (!password.success) throw new StaffCommandError(password.error.issues[0]?.message ?? 'Invalid password.');
    passwordHash = await hashSecret(password.data);
  }
  const at = new Date(now);
  const existing = await findUserByEmail(db, email.data);

  if (request.demote) {
    if (!existing || existing.role !== 'staff') {
      if (!existing) throw new StaffCommandError(`No account has the address ${email.data}.`);
      return { outcome: 'not staff', user: existing };
    }
    const [user] = await db
      .update(users)
      .set({ role: 'client', updatedAt: at })
      .where(eq(users.id, existing.id))
      .returning();
    return { outcome: 'demoted', user: user! };
  }

  if (!passwordHash) throw new StaffCommandError('A staff account needs a password (STAFF_PASSWORD or stdin).');
  if (!existing) {
    const user = await insertUser(db, {
      email: email.data,
      firstName: request.firstName?.trim() || 'Staff',
      lastName: request.lastName?.trim() ?? '',
      passwordHash,
      isVerified: true,
      role: 'staff',
      createdAt: at,
      updatedAt: at,
    });
    return { outcome: 'created', user };
  }

  return db.transaction(async (tx) => {
    const [user] = await tx
      .update(users)
      .set({
        role: 'staff',
        updatedAt: at,
        passwordHash,
        isVerified: true,
        ...(request.firstName?.trim() ? { firstName: request.firstName.trim() } : {}),
        ...(request.lastName?.trim() ? { lastName: request.lastName.trim() } : {}),
      })
      .where(eq(users.id, existing.id))
      .returning();
    await revokeUserSessions(tx, existing.id, now);
    await dropRegistrations(tx, existing.id);
    return { outcome: existing.role === 'staff' ? 'already staff' : 'promoted', user: user! };
  });
}
