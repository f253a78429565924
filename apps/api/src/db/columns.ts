import { integer, numeric, timestamp } from 'drizzle-orm/pg-core';

// The column kinds every feature's tables share, so a table says what it stores rather than how Postgres spells it.

/** A moment, stored with its time zone and read as a Date. */
export const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** The row's own id, numbered by the database. */
export const identityId = () => integer('id').primaryKey().generatedAlwaysAsIdentity();

/** An amount of rupees with paise. */
export const money = (name: string) => numeric(name, { precision: 12, scale: 2 });
