import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { userIdColumn } from '../accounts/schema';
import { bookings } from '../bookings/schema';
import { at, identityId, money } from '../../db/columns';

/** The plans on sale (spec 02 section 3 "Membership plan"). Ids are the seed's, stable across databases. */
export const membershipPlans = pgTable(
  'membership_plans',
  {
    id: integer('id').primaryKey(),
    name: text('name').notNull(),
    /** Rupees. */
    price: money('price').notNull(),
    credits: integer('credits').notNull(),
    /** Calendar months; null means no end (the spec's "infinity", Bronze). */
    validityMonths: integer('validity_months'),
    description: text('description').notNull().default(''),
    keyPoints: jsonb('key_points').$type<string[]>().notNull().default([]),
    bg: text('bg').notNull().default(''),
    cardImg: text('card_img').notNull().default(''),
    /** Plans no longer sold stay for the purchases that name them. */
    active: boolean('active').notNull().default(true),
  },
  (table) => [
    uniqueIndex('membership_plans_name_key').on(table.name),
    check('membership_plans_credits_check', sql`${table.credits} > 0`),
    check('membership_plans_price_check', sql`${table.price} > 0`),
    check('membership_plans_validity_check', sql`${table.validityMonths} is null or ${table.validityMonths} > 0`),
  ],
);

/**
 * A person's membership: one row per person, topped up by every purchase. `credits` can never go below zero (the
 * check), and a booking takes its credits with one conditional UPDATE (… where credits >= n and still valid), so two
 * bookings at once never spend the same credit. `ends_at` null: no end (Bronze, or topped up by Bronze).
 */
export const memberships = pgTable(
  'memberships',
  {
    id: identityId(),
    userId: userIdColumn(),
    /** The plan it goes by: the highest tier bought while it was active. */
    planId: integer('plan_id')
      .notNull()
      .references(() => membershipPlans.id),
    credits: integer('credits').notNull(),
    startedAt: at('started_at').notNull(),
    endsAt: at('ends_at'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('memberships_user_id_key').on(table.userId),
    check('memberships_credits_check', sql`${table.credits} >= 0`),
  ],
);

export const PURCHASE_STATUSES = ['pending', 'paid'] as const;
export type PurchaseStatus = (typeof PURCHASE_STATUSES)[number];

/**
 * A membership order: what was bought, at what price, with which coupon and GST number. Its payment (payments row)
 * points here; it becomes `paid` once, when a verified payment activates it.
 */
export const membershipPurchases = pgTable(
  'membership_purchases',
  {
    id: identityId(),
    userId: userIdColumn(),
    planId: integer('plan_id')
      .notNull()
      .references(() => membershipPlans.id),
    status: text('status').$type<PurchaseStatus>().notNull().default('pending'),
    listPrice: money('list_price').notNull(),
    discount: money('discount').notNull().default('0'),
    /** What is paid: list price minus discount. */
    amount: money('amount').notNull(),
    couponCode: text('coupon_code'),
    gstNumber: text('gst_number'),
    /** The plan's credits and validity when bought (a later change of the plan does not change this order). */
    credits: integer('credits').notNull(),
    validityMonths: integer('validity_months'),
    membershipId: integer('membership_id').references(() => memberships.id),
    createdAt: at('created_at').notNull().defaultNow(),
    paidAt: at('paid_at'),
  },
  (table) => [
    index('membership_purchases_user_id_idx').on(table.userId),
    check('membership_purchases_status_check', sql`${table.status} in ('pending', 'paid')`),
    check('membership_purchases_amount_check', sql`${table.amount} > 0`),
  ],
);

export const LEDGER_REASONS = ['purchase', 'booking', 'expiry', 'refund'] as const;
export type LedgerReason = (typeof LEDGER_REASONS)[number];

/**
 * Every change of a membership's credits, with the balance after it: a purchase (+), a booking paid with credits (-),
 * credits that lapsed with an expired membership when a new one started (-), a cancelled credit booking's credits
 * given back (+).
 */
export const creditLedger = pgTable(
  'credit_ledger',
  {
    id: identityId(),
    membershipId: integer('membership_id')
      .notNull()
      .references(() => memberships.id),
    userId: userIdColumn(),
    change: integer('change').notNull(),
    balanceAfter: integer('balance_after').notNull(),
    reason: text('reason').$type<LedgerReason>().notNull(),
    purchaseId: integer('purchase_id').references(() => membershipPurchases.id),
    bookingId: integer('booking_id').references(() => bookings.id),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [
    index('credit_ledger_membership_id_idx').on(table.membershipId),
    // A booking is paid with credits once and given them back at most once, a purchase adds its credits once.
    uniqueIndex('credit_ledger_booking_key')
      .on(table.bookingId)
      .where(sql`reason = 'booking'`),
    uniqueIndex('credit_ledger_refund_key')
      .on(table.bookingId)
      .where(sql`reason = 'refund'`),
    uniqueIndex('credit_ledger_purchase_key')
      .on(table.purchaseId)
      .where(sql`reason = 'purchase'`),
    check('credit_ledger_change_check', sql`${table.change} <> 0 and ${table.balanceAfter} >= 0`),
    check(
      'credit_ledger_reason_check',
      sql`(${table.reason} = 'purchase' and ${table.purchaseId} is not null and ${table.change} > 0) or (${table.reason} = 'booking' and ${table.bookingId} is not null and ${table.change} < 0) or (${table.reason} = 'expiry' and ${table.change} < 0) or (${table.reason} = 'refund' and ${table.bookingId} is not null and ${table.change} > 0)`,
    ),
  ],
);

export type MembershipPlanRow = typeof membershipPlans.$inferSelect;
export type MembershipRow = typeof memberships.$inferSelect;
export type MembershipPurchaseRow = typeof membershipPurchases.$inferSelect;
