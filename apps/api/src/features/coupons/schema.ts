import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text, unique } from 'drizzle-orm/pg-core';
import { userIdColumn } from '../accounts/schema';
import { at, money } from '../../db/columns';

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
    /** False while staff pause it: refused like an unknown code, until resumed. */
    active: boolean('active').notNull().default(true),
    validFrom: at('valid_from'),
    validUntil: at('valid_until'),
    /** The least list price (rupees) the coupon applies to. */
    minAmount: money('min_amount').notNull().default('0'),
    /** How many orders may use it in all (paid ones and unpaid holds still running); null: no limit. */
    maxRedemptions: integer('max_redemptions'),
    /** How many orders one person may use it for; null: no limit. */
    maxPerPerson: integer('max_per_person'),
    /** For staff: what the coupon is for. */
    description: text('description').notNull().default(''),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [
    check('coupons_percent_off_check', sql`${table.percentOff} between 1 and 90`),
    check('coupons_code_check', sql`${table.code} ~ '^[A-Z0-9][A-Z0-9_-]{1,31}$'`),
    check('coupons_max_redemptions_check', sql`${table.maxRedemptions} is null or ${table.maxRedemptions} >= 1`),
    check('coupons_max_per_person_check', sql`${table.maxPerPerson} is null or ${table.maxPerPerson} >= 1`),
  ],
);

export type CouponRow = typeof coupons.$inferSelect;

export const COUPON_REDEMPTION_STATUSES = ['reserved', 'redeemed'] as const;

/**
 * One order's use of a coupon. An unpaid order reserves it until `reserved_until` (its hold), so the limits are
 * checked when the price is quoted and a paid order never finds its coupon gone; a paid order turns it into
 * `redeemed`, which counts for good. Rows are written with the coupon row locked (coupons.ts), so limits hold under
 * races.
 */
export const couponRedemptions = pgTable(
  'coupon_redemptions',
  {
    id: serial('id').primaryKey(),
    code: text('code')
      .notNull()
      .references(() => coupons.code),
    userId: userIdColumn(),
    /** 'booking' or 'membership' (contracts' ORDER_KINDS). */
    orderKind: text('order_kind').notNull(),
    /** The booking's or the membership purchase's id. */
    orderId: integer('order_id').notNull(),
    status: text('status', { enum: COUPON_REDEMPTION_STATUSES }).notNull().default('reserved'),
    /** A reservation counts up to this instant; a redemption counts whatever it says. */
    reservedUntil: at('reserved_until').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    redeemedAt: at('redeemed_at'),
  },
  (table) => [
    unique('coupon_redemptions_order_key').on(table.orderKind, table.orderId),
    index('coupon_redemptions_code_idx').on(table.code, table.userId),
    check('coupon_redemptions_status_check', sql`${table.status} in ('reserved', 'redeemed')`),
    check('coupon_redemptions_order_kind_check', sql`${table.orderKind} in ('booking', 'membership')`),
  ],
);

export type CouponRedemptionRow = typeof couponRedemptions.$inferSelect;
