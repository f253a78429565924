import { SLOT_TIMES } from '@sukoon/contracts';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  time,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from '../accounts/schema';
import { services } from '../catalogue/schema';
import { at, identityId } from '../../db/columns';

/** The spec's grid as the database stores times ('HH:mm:ss'), for the checks that keep hours on it. */
const GRID = sql.raw(SLOT_TIMES.map((time) => `'${time}:00'`).join(', '));

/**
 * A counsellor: the person a booking is with. `published` shows them to clients (profiles come later); `active` lets
 * them take bookings at all (a retired counsellor keeps their past sessions). A counsellor may sign in through the
 * linked account. A photo is not a column: it will be a table of its own, with its processed sizes.
 */
export const counsellors = pgTable(
  'counsellors',
  {
    id: identityId(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    pronouns: text('pronouns'),
    shortBio: text('short_bio').notNull().default(''),
    longBio: text('long_bio').notNull().default(''),
    /** As they hold them ("MA Counselling Psychology"), in the order they list them. */
    qualifications: jsonb('qualifications').$type<string[]>().notNull().default([]),
    /** Professional memberships, as they hold them. */
    memberships: jsonb('memberships').$type<string[]>().notNull().default([]),
    yearsOfPractice: integer('years_of_practice'),
    languages: jsonb('languages').$type<string[]>().notNull().default([]),
    specialities: jsonb('specialities').$type<string[]>().notNull().default([]),
    gender: text('gender'),
    published: boolean('published').notNull().default(false),
    active: boolean('active').notNull().default(true),
    userId: integer('user_id').references(() => users.id),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('counsellors_slug_key').on(table.slug),
    uniqueIndex('counsellors_user_id_key').on(table.userId),
    check('counsellors_slug_check', sql`${table.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
    check('counsellors_years_check', sql`${table.yearsOfPractice} is null or ${table.yearsOfPractice} >= 0`),
  ],
);

/** The services a counsellor offers. */
export const counsellorServices = pgTable(
  'counsellor_services',
  {
    counsellorId: integer('counsellor_id')
      .notNull()
      .references(() => counsellors.id, { onDelete: 'cascade' }),
    serviceId: integer('service_id')
      .notNull()
      .references(() => services.id),
  },
  (table) => [
    primaryKey({ columns: [table.counsellorId, table.serviceId] }),
    index('counsellor_services_service_id_idx').on(table.serviceId),
  ],
);

/** The weekly template: the grid's slots a counsellor works on each weekday (ISO: 1 Monday … 7 Sunday, in India). */
export const counsellorWeeklyHours = pgTable(
  'counsellor_weekly_hours',
  {
    counsellorId: integer('counsellor_id')
      .notNull()
      .references(() => counsellors.id, { onDelete: 'cascade' }),
    weekday: integer('weekday').notNull(),
    startTime: time('start_time').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.counsellorId, table.weekday, table.startTime] }),
    check('counsellor_weekly_hours_weekday_check', sql`${table.weekday} between 1 and 7`),
    check('counsellor_weekly_hours_grid_check', sql`${table.startTime} in (${GRID})`),
  ],
);

/** Time off: whole Indian calendar days, first to last inclusive, on which the template does not apply. */
export const counsellorTimeOff = pgTable(
  'counsellor_time_off',
  {
    id: identityId(),
    counsellorId: integer('counsellor_id')
      .notNull()
      .references(() => counsellors.id, { onDelete: 'cascade' }),
    firstDate: date('first_date', { mode: 'string' }).notNull(),
    lastDate: date('last_date', { mode: 'string' }).notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [
    index('counsellor_time_off_counsellor_id_idx').on(table.counsellorId, table.firstDate),
    check('counsellor_time_off_range_check', sql`${table.lastDate} >= ${table.firstDate}`),
  ],
);

/**
 * One-day overrides, slot by slot: `works` true adds a slot on that date (even inside time off), false removes one.
 * They win over the template and time off, so one date can be changed without touching the week.
 */
export const counsellorOverrides = pgTable(
  'counsellor_overrides',
  {
    counsellorId: integer('counsellor_id')
      .notNull()
      .references(() => counsellors.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    startTime: time('start_time').notNull(),
    works: boolean('works').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.counsellorId, table.date, table.startTime] }),
    check('counsellor_overrides_grid_check', sql`${table.startTime} in (${GRID})`),
  ],
);

export type CounsellorRow = typeof counsellors.$inferSelect;
