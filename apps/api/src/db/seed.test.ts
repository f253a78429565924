import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_COUPON } from '@sukoon/contracts';
import { isNull } from 'drizzle-orm';
import type { Feature } from '../context';
import { coupons } from '../features/coupons/schema';
import { testimonials } from '../features/feedback/schema';
import { services } from '../features/catalogue/schema';
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
    expect(await seed(t.db, 'demo', [first, routesOnly, second])).toEqual(['first', 'second']);
    expect(order).toEqual(['first', 'second']);
  });

  it('can run again without duplicating rows', async () => {
    await seed(t.db, 'demo', [welcome]);
    await seed(t.db, 'demo', [welcome]);
    expect(await t.db.select({ subject: mailOutbox.subject }).from(mailOutbox)).toEqual([{ subject: 'Welcome' }]);
  });
});

describe('seed by mode', () => {
  const demoRows = async (t: TestDatabase) => ({
    coupons: (await t.db.select({ code: coupons.code }).from(coupons)).map((row) => row.code),
    demoTestimonials: (await t.db.select().from(testimonials).where(isNull(testimonials.userId))).length,
    services: (await t.db.select().from(services)).length,
  });

  it('live mode seeds the catalogue but neither the demo coupon nor the demo testimonials', async () => {
    const t = await createTestDatabase({ mode: 'live' });
    try {
      const rows = await demoRows(t);
      expect(rows.coupons).toEqual([]);
      expect(rows.demoTestimonials).toBe(0);
      expect(rows.services).toBeGreaterThan(0);
    } finally {
      await t.close();
    }
  });

  it('demo mode seeds the demo coupon and the demo testimonials', async () => {
    const t = await createTestDatabase({ mode: 'demo' });
    try {
      const rows = await demoRows(t);
      expect(rows.coupons).toEqual([DEMO_COUPON.code]);
      expect(rows.demoTestimonials).toBeGreaterThan(0);
    } finally {
      await t.close();
    }
  });
});
