// Test helpers for features that need a membership with credits (bookings paid with credits, feedback).
import { eq } from 'drizzle-orm';
import type { Db } from '../../db';
import { creditLedger, memberships, type MembershipRow } from './schema';

/**
 * Gives a person a membership straight in the database (as if bought): `credits` on the plan `planId` (default Gold),
 * ending at `endsAt` (null: no end).
 */
export async function giveMembership(
  db: Db,
  userId: number,
  options: { credits: number; endsAt: Date | null; planId?: number; now: number },
): Promise<MembershipRow> {
  const [row] = await db
    .insert(memberships)
    .values({
      userId,
      planId: options.planId ?? 3,
      credits: options.credits,
      startedAt: new Date(options.now),
      endsAt: options.endsAt,
      createdAt: new Date(options.now),
      updatedAt: new Date(options.now),
    })
    .returning();
  if (!row) throw new Error('insert into memberships returned no row');
  return row;
}

/** A person's membership row (undefined without one). */
export async function membershipRow(db: Db, userId: number): Promise<MembershipRow | undefined> {
  return (await db.select().from(memberships).where(eq(memberships.userId, userId)))[0];
}

/** The ledger of a person's credits, oldest first. */
export async function ledgerOf(db: Db, userId: number) {
  return db.select().from(creditLedger).where(eq(creditLedger.userId, userId)).orderBy(creditLedger.id);
}
