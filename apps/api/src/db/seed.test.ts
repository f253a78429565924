import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Feature } from '../context';
import { mailOutbox } from '../mail/schema';
import { createTestDatabase, type TestDatabase } from '../testing/testApp';
import { seed } from './seed';

// A feature seed written the way real ones should be: insert only what is missing.
const welcome: Feature = {
  name: 'welcome',
  async seed(db) {
    const existing = await db.select().from(mailOutbox);
    if (existing.length === 0)
      await db.insert(mailOutbox).values({ to: 'team@sukoon.example', subject: 'Welcome', text: 'Hi' });
  },
};
const order: string[] = [];
const first: Feature = { name: 'first', seed: async () => void order.push('first') };
const routesOnly: Feature = { name: 'routes-only' };
const second: Feature = { name: 'second', seed: async () => void order.push('second') };

describe('seed', () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase({ seed: false });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('runs the features that have seed functions, in list order', async () => {
    expect(await seed(t.db, [first, routesOnly, second])).toEqual(['first', 'second']);
    expect(order).toEqual(['first', 'second']);
  });

  it('can run again without duplicating rows', async () => {
    await seed(t.db, [welcome]);
    await seed(t.db, [welcome]);
    expect(await t.db.select({ subject: mailOutbox.subject }).from(mailOutbox)).toEqual([{ subject: 'Welcome' }]);
  });
});
