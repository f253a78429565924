import { and, eq, gt, lt, lte, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db';
import {
  CODE_MAX_ATTEMPTS,
  CODE_RESEND_COOLDOWN_MS,
  CODE_TTL_MS,
  compareWithTakenAttempt,
  untakenCodeRefusal,
  type CodeCheck,
} from './codes';
import { registrations, type RegistrationRow } from './schema';

/** What a registration stores besides its code: the details typed and the password's hash. */
export type RegistrationDetails = Pick<
  RegistrationRow,
  'passwordHash' | 'firstName' | 'lastName' | 'mobile' | 'country' | 'state' | 'city' | 'pincode'
>;

export async function findRegistration(db: Db | Tx, userId: number): Promise<RegistrationRow | undefined> {
  const [row] = await db.select().from(registrations).where(eq(registrations.userId, userId));
  return row;
}

/**
 * Stores a registration of the user's address with its own code, replacing any earlier one (and so killing its code)
 * at once: no cool-down, because the code must belong to the details just typed; the per-address registration limit
 * bounds the mail.
 */
export async function storeRegistration(
  db: Db | Tx,
  userId: number,
  details: RegistrationDetails,
  codeHash: string,
  now: number,
): Promise<void> {
  const values = {
    ...details,
    codeHash,
    attempts: 0,
    sentAt: new Date(now),
    expiresAt: new Date(now + CODE_TTL_MS),
    createdAt: new Date(now),
  };
  await db
    .insert(registrations)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: registrations.userId, set: values });
}

/**
 * A fresh code for the registration `expected` (resend, sign-in of an unverified account), unless its last code went
 * out less than the cool-down ago or a newer registration replaced it meanwhile: true when the code was stored.
 */
export async function renewRegistrationCode(
  db: Db | Tx,
  expected: RegistrationRow,
  codeHash: string,
  now: number,
): Promise<boolean> {
  const renewed = await db
    .update(registrations)
    .set({ codeHash, attempts: 0, sentAt: new Date(now), expiresAt: new Date(now + CODE_TTL_MS) })
    .where(
      and(
        eq(registrations.id, expected.id),
        eq(registrations.passwordHash, expected.passwordHash),
        lte(registrations.sentAt, new Date(now - CODE_RESEND_COOLDOWN_MS)),
      ),
    )
    .returning({ id: registrations.id });
  return renewed.length > 0;
}

/**
 * Checks a code against the user's pending registration and, when it is right, deletes that registration and runs
 * `onValid` with exactly it, in one transaction: the code activates the registration it was mailed for and no other.
 * As codes.ts checkCode, each check first takes one attempt atomically, so parallel guesses cannot pass the limit.
 */
export async function checkRegistrationCode(
  db: Db,
  userId: number,
  code: string,
  now: number,
  onValid: (tx: Tx, registration: RegistrationRow) => Promise<void>,
): Promise<CodeCheck> {
  const [taken] = await db
    .update(registrations)
    .set({ attempts: sql`${registrations.attempts} + 1` })
    .where(
      and(
        eq(registrations.userId, userId),
        lt(registrations.attempts, CODE_MAX_ATTEMPTS),
        gt(registrations.expiresAt, new Date(now)),
      ),
    )
    .returning({ id: registrations.id, codeHash: registrations.codeHash, attempts: registrations.attempts });

  if (!taken) return untakenCodeRefusal(await findRegistration(db, userId));

  const wrong = await compareWithTakenAttempt(taken, code);
  if (wrong) return wrong;

  return db.transaction(async (tx): Promise<CodeCheck> => {
    const [used] = await tx
      .delete(registrations)
      .where(and(eq(registrations.id, taken.id), eq(registrations.codeHash, taken.codeHash)))
      .returning();
    // Another request with the same code got there first, or a newer registration replaced this one meanwhile.
    if (!used) return { ok: false, reason: 'missing' };
    await onValid(tx, used);
    return { ok: true };
  });
}

/** Ends every pending registration of the user: once the address is proven another way, they must not activate. */
export async function dropRegistrations(db: Db | Tx, userId: number): Promise<void> {
  await db.delete(registrations).where(eq(registrations.userId, userId));
}
