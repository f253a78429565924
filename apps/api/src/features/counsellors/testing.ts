// Helpers other api tests reuse: counsellors with their services and hours, time off and overrides.
import { SLOT_TIMES } from '@sukoon/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db';
import { WEEKDAYS } from './hours';
import {
  counsellorOverrides,
  counsellors,
  counsellorServices,
  counsellorTimeOff,
  counsellorWeeklyHours,
} from './schema';
import { teamSlugOf } from './seed';

/** The id of a service's placeholder "{brand} team" counsellor. */
export async function teamOf(db: Db, serviceId: number): Promise<number> {
  const [team] = await db
    .select({ id: counsellors.id })
    .from(counsellors)
    .where(eq(counsellors.slug, teamSlugOf(serviceId)));
  if (!team) throw new Error(`Service ${serviceId} has no placeholder counsellor`);
  return team.id;
}

export interface NewCounsellor {
  slug: string;
  services: readonly number[];
  /** 'HH:mm' slots worked on every weekday (default: every slot of the grid). */
  times?: readonly string[];
  active?: boolean;
}

/** A published counsellor offering `services`, working `times` every day; answers the id. */
export async function addCounsellor(db: Db, input: NewCounsellor): Promise<number> {
  const [row] = await db
    .insert(counsellors)
    .values({ slug: input.slug, name: input.slug, published: true, active: input.active ?? true })
    .returning({ id: counsellors.id });
  const id = row!.id;
  await db.insert(counsellorServices).values(input.services.map((serviceId) => ({ counsellorId: id, serviceId })));
  const times = input.times ?? SLOT_TIMES;
  if (times.length > 0) {
    await db
      .insert(counsellorWeeklyHours)
      .values(
        WEEKDAYS.flatMap((weekday) => times.map((time) => ({ counsellorId: id, weekday, startTime: `${time}:00` }))),
      );
  }
  return id;
}

/** Time off from `first` to `last`, inclusive. */
export async function addTimeOff(db: Db, counsellorId: number, first: string, last = first): Promise<void> {
  await db.insert(counsellorTimeOff).values({ counsellorId, firstDate: first, lastDate: last });
}

/** A one-day override of one slot ('HH:mm'): worked (`works` true) or not. */
export async function setOverride(db: Db, counsellorId: number, date: string, time: string, works: boolean) {
  await db.insert(counsellorOverrides).values({ counsellorId, date, startTime: `${time}:00`, works });
}

/** Retires a service's placeholder team (as staff will once real counsellors take over); answers its id. */
export async function retireTeam(db: Db, serviceId: number): Promise<number> {
  const id = await teamOf(db, serviceId);
  await db.update(counsellors).set({ active: false }).where(eq(counsellors.id, id));
  return id;
}
