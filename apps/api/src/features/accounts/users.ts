import type { User } from '@sukoon/contracts';
import { eq, like } from 'drizzle-orm';
import type { Db, Tx } from '../../db';
import { users, type UserRow } from './schema';

/** The user as the site reads it (spec A3). The password hash and internal ids never leave the server. */
export function toApiUser(row: Omit<UserRow, 'passwordHash'>): User {
  const name = [row.firstName, row.lastName].filter((part) => part.trim() !== '').join(' ');
  return {
    username: row.username,
    email: row.email,
    first_name: row.firstName,
    last_name: row.lastName,
    name,
    country: row.country,
    state: row.state,
    city: row.city,
    mobile: row.mobile,
    pincode: row.pincode,
    is_verified: row.isVerified,
    session_reminders: row.sessionReminders,
    role: row.role,
  };
}

const filled = (value: string | null) => value !== null && value.trim() !== '';

/**
 * The site opens "Complete Your Profile" until country, state, city and mobile are all set. Staff accounts (made by
 * `npm run staff:create`, which asks for none of these) are not asked: they moderate, they do not book.
 */
export function isProfileComplete(row: Omit<UserRow, 'passwordHash'>): boolean {
  if (row.role === 'staff') return true;
  return filled(row.country) && filled(row.state) && filled(row.city) && filled(row.mobile);
}

export async function findUserByEmail(db: Db | Tx, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email));
  return row;
}

export async function findUserById(db: Db | Tx, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

const USERNAME_MAX = 30;

/** The e-mail's local part, reduced to the characters usernames keep: "Asha.Rao+x@…" -> "asha.rao". */
export function usernameBase(email: string): string {
  const local = (email.split('@')[0] ?? '').toLowerCase().split('+')[0] ?? '';
  const cleaned = local
    .replace(/[^a-z0-9._-]+/g, '')
    .replace(/^[._-]+|[._-]+$/g, '')
    .slice(0, USERNAME_MAX - 6);
  return cleaned || 'user';
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (ch) => `\\${ch}`);

/**
 * A free username from the e-mail: the base itself, else the base with the lowest free number (asha.rao2, …). A
 * parallel sign-up may take it first; the unique index then rejects the insert and the caller tries again.
 */
export async function freeUsername(db: Db | Tx, email: string): Promise<string> {
  const base = usernameBase(email);
  const rows = await db
    .select({ username: users.username })
    .from(users)
    .where(like(users.username, `${escapeLike(base)}%`));
  const taken = new Set(rows.map((r) => r.username));
  if (!taken.has(base)) return base;
  for (let n = 2; ; n += 1) {
    if (!taken.has(`${base}${n}`)) return `${base}${n}`;
  }
}

/** The PostgreSQL error code of a failed query (drizzle wraps driver errors; both drivers set `code`). */
function pgErrorOf(error: unknown): { code?: string; constraint?: string; constraint_name?: string } | undefined {
  for (
    let e = error, depth = 0;
    e && typeof e === 'object' && depth < 4;
    e = (e as { cause?: unknown }).cause, depth++
  ) {
    if (typeof (e as { code?: unknown }).code === 'string') return e as { code: string };
  }
  return undefined;
}

/** True when the error is a unique violation, of `constraint` when given. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const pg = pgErrorOf(error);
  if (pg?.code !== '23505') return false;
  if (!constraint) return true;
  return (pg.constraint ?? pg.constraint_name) === constraint;
}

export type NewUser = Omit<typeof users.$inferInsert, 'id' | 'username'>;

/**
 * Inserts a user with a username derived from the e-mail, retrying when a parallel sign-up took the same username.
 * A duplicate e-mail is left to the caller (isUniqueViolation(error, 'users_email_key')).
 */
export async function insertUser(db: Db | Tx, values: NewUser): Promise<UserRow> {
  for (let attempt = 0; ; attempt += 1) {
    const username = await freeUsername(db, values.email);
    try {
      // In a savepoint of its own: a failed insert would otherwise abort the caller's whole transaction.
      const row = await db.transaction(
        async (sp) =>
          (
            await sp
              .insert(users)
              .values({ ...values, username })
              .returning()
          )[0],
      );
      if (!row) throw new Error('insert into users returned no row');
      return row;
    } catch (error) {
      if (attempt < 5 && isUniqueViolation(error, 'users_username_key')) continue;
      throw error;
    }
  }
}

/** Where an erased account's address points: `.invalid` is reserved (RFC 2606), so no mail can ever reach it. */
export const ERASED_EMAIL_DOMAIN = 'deleted.invalid';

/** Whether an address is an erased account's placeholder (features/privacy/erase.ts), not a person's. */
export const isErasedEmail = (email: string) => email.endsWith(`@${ERASED_EMAIL_DOMAIN}`);
