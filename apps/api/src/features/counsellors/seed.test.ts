import { brand } from '@sukoon/contracts';
import { counsellorsCopy } from '@sukoon/contracts/copy/counsellors';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../testing/testApp';
import { services } from '../catalogue/schema';
import { retireTeam } from './testing';
import { counsellors, counsellorServices, counsellorWeeklyHours } from './schema';
import { seed, teamSlugOf } from './seed';

describe('the counsellors seed', () => {
  it.each(['live', 'demo'] as const)(
    'gives every service (%s mode) one unpublished team working the whole grid, no one else, once',
    async (mode) => {
      const t = await createTestDatabase({ mode });
      try {
        const offered = async () =>
          t.db
            .select({ serviceId: counsellorServices.serviceId, slug: counsellors.slug, name: counsellors.name })
            .from(counsellorServices)
            .innerJoin(counsellors, eq(counsellors.id, counsellorServices.counsellorId))
            .orderBy(counsellorServices.serviceId);
        const ids = (await t.db.select({ id: services.id }).from(services).orderBy(services.id)).map((s) => s.id);
        const expected = ids.map((serviceId) => ({
          serviceId,
          slug: teamSlugOf(serviceId),
          name: counsellorsCopy.teamName(brand.name),
        }));
        expect(await offered()).toEqual(expected);
        expect(await t.db.select().from(counsellors).where(eq(counsellors.published, true))).toEqual([]);
        const [hours] = await t.db.select({ count: sql<number>`count(*)::int` }).from(counsellorWeeklyHours);
        expect(Number(hours?.count)).toBe(ids.length * 70);

        // Again: nothing new. A retired team is not made again; a service added later gets its own.
        await retireTeam(t.db, ids[0]!);
        await t.db
          .insert(services)
          .values({ id: 9001, categoryId: 1, title: 'New service', price: 'INR 1,000 per session' });
        await seed(t.db);
        expect(await offered()).toEqual([
          ...expected,
          { serviceId: 9001, slug: teamSlugOf(9001), name: counsellorsCopy.teamName(brand.name) },
        ]);
      } finally {
        await t.close();
      }
    },
  );
});
