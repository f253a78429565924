import { randomInt } from 'node:crypto';
import { and, eq, gt, isNull, lt, lte, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db';
import { hashSecret, verifySecret } from './passwords';
import { oneTimeCodes, type CodePurpose } from './schema';

export const CODE_TTL_MS = 10 * 60_000;
/**
 * Wrong tries that kill a code, from all clients together. More than one client may make (the `GUESSES` limits of
 * http/limits.ts: 8 per account per 15 minutes), so an attacker at one address cannot kill the person's code; the
 * per-account limits (20 per 15 minutes from all clients) bound guessing spread over many.
 */
export const CODE_MAX_ATTEMPTS = 10;
export const CODE_RESEND_COOLDOWN_MS = 60_000;

/** Six digits from the CSPRNG, leading zeros kept. */
export function newCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/**
 * A code and its hash. Codes are hashed with argon2id, not SHA-256: six digits are only a million values, so a fast
 * hash would be reversed from a database dump at once, while argon2id makes every guess as dear as a password guess.
 */
export async function prepareCode(): Promise<{ code: string; codeHash: string }> {
  const code = newCode();
  return { code, codeHash: await hashSecret(code) };
}

export type IssueResult = { issued: true } | { issued: false; retryAfterMs: number };

/**
 * Stores `codeHash` as the user's live code for `purpose`, replacing any earlier one (fresh attempts, fresh expiry),
 * unless the last code was sent less than the cool-down ago. The cool-down check and the replacement are one
 * statement, so two parallel requests cannot both send a code.
 */
export async function issueCode(
  db: Db | Tx,
  userId: number,
  purpose: CodePurpose,
  codeHash: string,
  now: number,
): Promise<IssueResult> {
  const sentAt = new Date(now);
  const expiresAt = new Date(now + CODE_TTL_MS);
  const [row] = await db
    .insert(oneTimeCodes)
    .values({ userId, purpose, codeHash, sentAt, expiresAt })
    .onConflictDoUpdate({
      target: [oneTimeCodes.userId, oneTimeCodes.purpose],
      set: { codeHash, attempts: 0, sentAt, expiresAt, consumedAt: null },
      setWhere: lte(oneTimeCodes.sentAt, new Date(now - CODE_RESEND_COOLDOWN_MS)),
    })
    .returning({ id: oneTimeCodes.id });
  if (row) return { issued: true };
  const [existing] = await db
    .select({ sentAt: oneTimeCodes.sentAt })
    .from(oneTimeCodes)
    .where(and(eq(oneTimeCodes.userId, userId), eq(oneTimeCodes.purpose, purpose)));
  const retryAfterMs = existing ? existing.sentAt.getTime() + CODE_RESEND_COOLDOWN_MS - now : CODE_RESEND_COOLDOWN_MS;
  return { issued: false, retryAfterMs: Math.max(1000, retryAfterMs) };
}

/** Why a code whose attempt could not be taken is refused: none is waiting, its attempts are spent, or it expired. */
export function untakenCodeRefusal(waiting: { attempts: number } | undefined): CodeCheck {
  if (!waiting) return { ok: false, reason: 'missing' };
  if (waiting.attempts >= CODE_MAX_ATTEMPTS) return { ok: false, reason: 'locked' };
  return { ok: false, reason: 'expired' };
}

/**
 * Compares a code with the hash whose attempt was just taken: undefined when it is right, else the failure (a wrong
 * code with the attempts it leaves, or locked when it was the last).
 */
export async function compareWithTakenAttempt(
  taken: { codeHash: string; attempts: number },
  code: string,
): Promise<CodeCheck | undefined> {
  if (await verifySecret(taken.codeHash, code)) return undefined;
  const attemptsLeft = CODE_MAX_ATTEMPTS - taken.attempts;
  return attemptsLeft > 0 ? { ok: false, reason: 'wrong', attemptsLeft } : { ok: false, reason: 'locked' };
}

export type CodeCheck =
  | { ok: true }
  /** No live code: never sent, already used, or replaced. */
  | { ok: false; reason: 'missing' }
  | { ok: false; reason: 'expired' }
  /** Five wrong tries: the code is dead until a new one is requested. */
  | { ok: false; reason: 'locked' }
  | { ok: false; reason: 'wrong'; attemptsLeft: number };

/**
 * Checks a code and, when it is right, uses it up and runs `onValid` in the same transaction (mark the address
 * verified, set the new password), so a code works exactly once.
 *
 * Each check first takes one attempt atomically (`attempts < 5`), then compares the hash: parallel guesses cannot
 * slip past the limit, because a guess that did not get an attempt is never compared.
 */
export async function checkCode(
  db: Db,
  userId: number,
  purpose: CodePurpose,
  code: string,
  now: number,
  onValid: (tx: Tx) => Promise<void>,
): Promise<CodeCheck> {
  const mine = and(eq(oneTimeCodes.userId, userId), eq(oneTimeCodes.purpose, purpose));
  const [taken] = await db
    .update(oneTimeCodes)
    .set({ attempts: sql`${oneTimeCodes.attempts} + 1` })
    .where(
      and(
        mine,
        isNull(oneTimeCodes.consumedAt),
        lt(oneTimeCodes.attempts, CODE_MAX_ATTEMPTS),
        gt(oneTimeCodes.expiresAt, new Date(now)),
      ),
    )
    .returning({ id: oneTimeCodes.id, codeHash: oneTimeCodes.codeHash, attempts: oneTimeCodes.attempts });

  if (!taken) {
    const [row] = await db.select().from(oneTimeCodes).where(mine);
    return untakenCodeRefusal(row?.consumedAt ? undefined : row);
  }

  const wrong = await compareWithTakenAttempt(taken, code);
  if (wrong) return wrong;

  return db.transaction(async (tx): Promise<CodeCheck> => {
    const [used] = await tx
      .update(oneTimeCodes)
      .set({ consumedAt: new Date(now) })
      .where(
        and(eq(oneTimeCodes.id, taken.id), eq(oneTimeCodes.codeHash, taken.codeHash), isNull(oneTimeCodes.consumedAt)),
      )
      .returning({ id: oneTimeCodes.id });
    // Another request with the same code got there first, or a new code replaced this one meanwhile.
    if (!used) return { ok: false, reason: 'missing' };
    await onValid(tx);
    return { ok: true };
  });
}
