import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { date, integer, interval, numeric, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IN_MEMORY } from '../config';
import { createDatabase, type Database } from './index';

const moments = pgTable('moments', {
  id: integer('id').primaryKey(),
  at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull(),
  plain: timestamp('plain', { mode: 'date' }).notNull(),
  day: date('day').notNull(),
  length: interval('length').notNull(),
  amounts: numeric('amounts').array().notNull(),
});

/** drizzle's PGlite driver's per-query parsers (drizzle-orm/pglite/session.js): the text types, as text. */
const asText = (value: string) => value;
const drizzleParsers = Object.fromEntries(
  [1114, 1184, 1186, 1082, 1231, 1115, 1185, 1187, 1182].map((t) => [t, asText]),
);

describe('the PGlite client (drizzle’s text types parsed by the client, not per query)', () => {
  let database: Database;
  let client: PGlite;
  beforeAll(async () => {
    database = await createDatabase({ databaseUrl: undefined, pgliteDir: IN_MEMORY });
    client = (database.db as unknown as { $client: PGlite }).$client;
    await database.db.execute(
      sql`create table moments (id integer primary key, at timestamptz not null, plain timestamp not null,
        day date not null, length interval not null, amounts numeric[] not null)`,
    );
  });
  afterAll(async () => {
    await database?.close();
  });

  it('gives drizzle the same values: instants as Dates, days as strings, intervals and numeric arrays', async () => {
    const at = new Date('2026-11-21T06:30:00.123Z');
    await database.db.insert(moments).values({
      id: 1,
      at,
      plain: new Date('2026-11-21T12:00:00Z'),
      day: '2026-11-22',
      length: '1 hour',
      amounts: ['5000.00', '12.5'],
    });
    const [row] = await database.db.select().from(moments);
    expect(row).toEqual({
      id: 1,
      at,
      plain: new Date('2026-11-21T12:00:00Z'),
      day: '2026-11-22',
      length: '01:00:00',
      amounts: ['5000.00', '12.5'],
    });
    const prepared = database.db
      .select({ at: moments.at })
      .from(moments)
      .where(sql`${moments.at} > ${sql.placeholder('since')}`)
      .prepare('moments_since');
    expect(await prepared.execute({ since: '2026-11-21T00:00:00Z' })).toEqual([{ at }]);
  });

  it('answers a query with drizzle’s parsers as one without, and still applies a query’s other parsers', async () => {
    const text = `select '2026-11-21 06:30:00+00'::timestamptz as at, '2026-11-22'::date as day, 41 as n`;
    const withDrizzle = await client.query(text, [], { parsers: drizzleParsers });
    expect(withDrizzle.rows).toEqual([{ at: '2026-11-21 06:30:00+00', day: '2026-11-22', n: 41 }]);
    expect((await client.query(text)).rows).toEqual(withDrizzle.rows);
    const own = await client.query(text, [], { parsers: { 23: (value: string) => Number(value) + 1 } });
    expect(own.rows).toEqual([{ at: '2026-11-21 06:30:00+00', day: '2026-11-22', n: 42 }]);
  });
});
