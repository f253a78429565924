import postgres from 'postgres';
import { describe, expect, it } from 'vitest';
import { mailOutbox } from '../mail/schema';
import { createTestDatabase } from './testApp';

describe('createTestDatabase', () => {
  // On a fresh machine the first call also builds the PGlite template (initdb), which takes a while.
  it('gives each caller its own migrated database', { timeout: 120_000 }, async () => {
    const [a, b] = await Promise.all([createTestDatabase(), createTestDatabase()]);
    try {
      await a.db.insert(mailOutbox).values({ to: 'a@example.com', subject: 'only in a', text: 'a' });
      expect(await a.db.select({ subject: mailOutbox.subject }).from(mailOutbox)).toEqual([{ subject: 'only in a' }]);
      expect(await b.db.select().from(mailOutbox)).toEqual([]);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });

  it.runIf(Boolean(process.env.DATABASE_URL))('drops the throw-away PostgreSQL database on close', async () => {
    const t = await createTestDatabase();
    const name = new URL(t.databaseUrl!).pathname.slice(1);
    expect(name).toMatch(/^sukoon_test_[0-9a-f]{12}$/);
    const admin = postgres(process.env.DATABASE_URL!, { max: 1 });
    try {
      const exists = async () => (await admin`select 1 from pg_database where datname = ${name}`).length === 1;
      expect(await exists()).toBe(true);
      await t.close();
      expect(await exists()).toBe(false);
    } finally {
      await admin.end();
    }
  });
});
