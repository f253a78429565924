import { brand, SLOT_TIMES } from '@sukoon/contracts';
import { counsellorsCopy } from '@sukoon/contracts/copy/counsellors';
import { asc, eq, notExists } from 'drizzle-orm';
import type { Db } from '../../db';
import { services } from '../catalogue/schema';
import { WEEKDAYS } from './hours';
import { counsellors, counsellorServices, counsellorWeeklyHours } from './schema';

/** The placeholder counsellor of a service, by the slug the counsellors migration gave it. */
export const teamSlugOf = (serviceId: number) => `team-${serviceId}`;

/**
 * Every service that no counsellor offers (a new database, or a service added to the catalogue later) gets the
 * placeholder the counsellors migration gave the services of its day: an unpublished "{brand} team" who offers only
 * that service and works every slot of the grid, so the service books as it always did, one session per slot. In
 * live mode too: without it a new service could not be booked until staff add its counsellors. A placeholder staff
 * retired still offers its service, so it is never made again.
 */
export async function seed(db: Db): Promise<void> {
  const unstaffed = await db
    .select({ id: services.id })
    .from(services)
    .where(notExists(db.select().from(counsellorServices).where(eq(counsellorServices.serviceId, services.id))))
    .orderBy(asc(services.id));
  for (const service of unstaffed) {
    await db.transaction(async (tx) => {
      const slug = teamSlugOf(service.id);
      await tx
        .insert(counsellors)
        .values({ slug, name: counsellorsCopy.teamName(brand.name) })
        .onConflictDoNothing();
      const [team] = await tx.select({ id: counsellors.id }).from(counsellors).where(eq(counsellors.slug, slug));
      if (!team) throw new Error(`The placeholder counsellor ${slug} was not written`);
      await tx
        .insert(counsellorServices)
        .values({ counsellorId: team.id, serviceId: service.id })
        .onConflictDoNothing();
      await tx
        .insert(counsellorWeeklyHours)
        .values(
          WEEKDAYS.flatMap((weekday) =>
            SLOT_TIMES.map((time) => ({ counsellorId: team.id, weekday, startTime: `${time}:00` })),
          ),
        )
        .onConflictDoNothing();
    });
  }
}
