import { categoriesResponseSchema } from '@sukoon/contracts';
import { FALLBACK_CATEGORIES } from '@sukoon/contracts/content/catalogue';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { services } from './schema';
import { seed } from './seed';
import { suiteApp } from '../../testing/suiteApp';

describe('the catalogue', () => {
  const t = suiteApp();

  it('serves the seeded catalogue: seven categories in tab order, prices as the spec gives them, contact-only flagged', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/services/categories/' });
    expect(response.statusCode).toBe(200);
    const body = categoriesResponseSchema.parse(response.json());
    expect(body.success).toBe(true);
    // The spec's seven tabs in order (the contracts' own test spells them out).
    expect(body.categories.map((c) => c.name)).toEqual(FALLBACK_CATEGORIES.map((c) => c.name));
    expect(body.categories).toHaveLength(7);
    const byId = new Map(body.categories.flatMap((c) => c.subcategories).map((s) => [s.id, s]));
    expect(byId.get(101)?.price).toBe('INR 5,000 per session per module');
    expect(byId.get(601)?.price).toBe('INR 2,000 per session per module');
    expect(byId.get(601)?.session_duration).toBe('00:30:00');
    expect(byId.get(301)?.price).toBe('INR 10,000 per session per module');
    expect(byId.get(701)?.price).toBe('INR 50,000 per session per module');
    expect(byId.get(101)?.isContactService).toBe(false);
    expect(byId.get(302)?.title).toBe('Management');
    expect(byId.get(302)?.isContactService).toBe(true);
    expect(body.categories.find((c) => c.id === 4)?.subcategories.every((s) => s.isContactService)).toBe(true);
    // The same catalogue the site falls back to, service for service.
    expect(body.categories.map((c) => c.subcategories.map((s) => s.id))).toEqual(
      FALLBACK_CATEGORIES.map((c) => c.subcategories.map((s) => s.id)),
    );
  });

  it('seeds only what is missing, so a price edited in the database survives a restart', async () => {
    await t.db.update(services).set({ price: 'INR 6,000 per session per module' }).where(eq(services.id, 102));
    await seed(t.db);
    const [row] = await t.db.select().from(services).where(eq(services.id, 102));
    expect(row?.price).toBe('INR 6,000 per session per module');
    await t.db.update(services).set({ price: 'Contact for pricing' }).where(eq(services.id, 102));
  });
});
