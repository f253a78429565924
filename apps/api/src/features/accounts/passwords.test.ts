import { hash } from '@node-rs/argon2';
import { endpoints as p } from '@sukoon/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ARGON2_OPTIONS, ARGON2_PREFIX, hashSecret, needsRehash, verifySecret } from './passwords';
import { users } from './schema';
import { createAccountsTestApp, createUserWithSession, type AccountsTestApp } from './testing';
import { isUniqueViolation, usernameBase } from './users';

describe('password hashing', () => {
  it('uses argon2id with m=19456 KiB, t=2, p=1, visible in the stored hash', async () => {
    const stored = await hashSecret('a long enough password');
    expect(stored.startsWith(ARGON2_PREFIX)).toBe(true);
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/);
    expect(await verifySecret(stored, 'a long enough password')).toBe(true);
    expect(await verifySecret(stored, 'a long enough passwore')).toBe(false);
    expect(await verifySecret('not a hash', 'anything')).toBe(false);
    // Salted: the same password never gives the same hash twice.
    expect(await hashSecret('a long enough password')).not.toBe(stored);
  });

  it('flags hashes made with weaker parameters for an upgrade', async () => {
    expect(needsRehash(await hashSecret('x'.repeat(8)))).toBe(false);
    expect(needsRehash(await hash('x'.repeat(8), { ...ARGON2_OPTIONS, memoryCost: 4096 }))).toBe(true);
    expect(needsRehash('garbage')).toBe(true);
  });
});

describe('usernames', () => {
  it.each([
    ['Asha.Rao@example.com', 'asha.rao'],
    ['asha+news@example.com', 'asha'],
    ['..odd__name--@example.com', 'odd__name'],
    ['राम@example.com', 'user'],
    [`${'a'.repeat(40)}@example.com`, 'a'.repeat(24)],
  ])('%s -> %s', (email, base) => {
    expect(usernameBase(email)).toBe(base);
  });
});

describe('isUniqueViolation', () => {
  it('finds the PostgreSQL code through drizzle’s wrapper', () => {
    const driverError = Object.assign(new Error('duplicate key'), { code: '23505', constraint: 'users_email_key' });
    const wrapped = new Error('Failed query', { cause: driverError });
    expect(isUniqueViolation(wrapped)).toBe(true);
    expect(isUniqueViolation(wrapped, 'users_email_key')).toBe(true);
    expect(isUniqueViolation(wrapped, 'users_username_key')).toBe(false);
    expect(isUniqueViolation(new Error('other', { cause: { code: '23503' } }))).toBe(false);
  });
});

describe('against the database', () => {
  let t: AccountsTestApp;
  beforeAll(async () => {
    t = await createAccountsTestApp();
  });
  afterAll(() => t.close());

  it('upgrades an old, weaker hash at the next successful sign-in', async () => {
    const { user } = await createUserWithSession(t.db, { email: 'legacy@example.com' }, t.clock.now());
    const weak = await hash('legacy-password-1', { ...ARGON2_OPTIONS, memoryCost: 4096, timeCost: 1 });
    await t.db.update(users).set({ passwordHash: weak }).where(eq(users.id, user.id));

    expect(
      (await t.post(p.signIn.path, { email: 'legacy@example.com', password: 'legacy-password-1' })).statusCode,
    ).toBe(200);
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.passwordHash!.startsWith(ARGON2_PREFIX)).toBe(true);
    expect(await verifySecret(row!.passwordHash!, 'legacy-password-1')).toBe(true);
  });

  it('unique indexes are what stop duplicate addresses, as the drivers report them', async () => {
    await createUserWithSession(t.db, { email: 'twin@example.com' }, t.clock.now());
    const duplicate = t.db.insert(users).values({ email: 'twin@example.com', username: 'twin-other' });
    const error = await duplicate.then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(isUniqueViolation(error, 'users_email_key')).toBe(true);
  });
});
