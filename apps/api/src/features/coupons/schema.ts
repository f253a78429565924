import { sql } from 'drizzle-orm';
import { boolean, check, integer, numeric, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Coupon codes. The rule that applies them is the contracts' applyCoupon (rules/coupons.ts), the same for membership
 * purchases and session bookings; this table only says which codes exist and on what terms.
 */
export const coupons = pgTable(
  'coupons',
  {
    /** Upper case, as the contracts normalise what people type. */
    code: text('code').primaryKey(),
    percentOff: integer('percent_off').notNull(),
    forMemberships: boolean('for_memberships').notNull().default(true),
    forBookings: boolean('for_bookings').notNull().default(true),
    active: boolean('active').notNull().default(true),
    validFrom: at('valid_from'),
    validUntil: at('valid_until'),
    /** The least list price (rupees) the coupon applies to. */
    minAmount: numeric('min_amount', { precision: 12, scale: 2 }).notNull().default('0'),
    /** For staff: what the coupon is for. */
    description: text('description').notNull().default(''),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [
    check('coupons_percent_off_check', sql`${table.percentOff} between 1 and 90`),
    check('coupons_code_check', sql`${table.code} ~ '^[A-Z0-9][A-Z0-9_-]{1,31}$'`),
  ],
);

export type CouponRow = typeof coupons.$inferSelect;
