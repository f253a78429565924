import { hash, parseOptions, verify, type Algorithm } from '@node-rs/argon2';

// The package declares Algorithm as an ambient const enum, which verbatimModuleSyntax cannot read as a value; 2 is its
// Argon2id member. The tests check the `$argon2id$` prefix of real hashes, so a wrong value would not go unnoticed.
const ARGON2ID = 2 as Algorithm;

/**
 * OWASP's argon2id baseline: 19 MiB, 2 passes, 1 lane. Set explicitly so a change in the library's defaults can never
 * weaken stored hashes silently.
 */
export const ARGON2_OPTIONS = {
  algorithm: ARGON2ID,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

/** The prefix every hash made with ARGON2_OPTIONS starts with. */
export const ARGON2_PREFIX = '$argon2id$v=19$m=19456,t=2,p=1$';

export function hashSecret(secret: string): Promise<string> {
  return hash(secret, ARGON2_OPTIONS);
}

/** False for a wrong secret and for a stored value that is not an argon2 hash (never throws on bad input). */
export async function verifySecret(stored: string, secret: string): Promise<boolean> {
  try {
    return await verify(stored, secret);
  } catch {
    return false;
  }
}

/** True when a stored hash was made with other parameters than today's, so a successful sign-in upgrades it. */
export function needsRehash(stored: string): boolean {
  try {
    const o = parseOptions(stored);
    return (
      o.algorithm !== ARGON2_OPTIONS.algorithm ||
      o.memoryCost !== ARGON2_OPTIONS.memoryCost ||
      o.timeCost !== ARGON2_OPTIONS.timeCost ||
      o.parallelism !== ARGON2_OPTIONS.parallelism
    );
  } catch {
    return true;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends the same time as checking a real password, for addresses without a password, so the answer time does not
 * tell whether an account exists.
 */
export async function burnPasswordCheck(password: string): Promise<void> {
  dummyHash ??= hashSecret('not-a-real-password-only-for-timing');
  await verifySecret(await dummyHash, password);
}
