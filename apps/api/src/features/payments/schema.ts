import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { userIdColumn, users } from '../accounts/schema';
import { bookings } from '../bookings/schema';
import { membershipPurchases } from '../memberships/schema';
import { at, identityId, money } from '../../db/columns';

export const PAYMENT_STATES = ['initiated', 'success', 'failure', 'cancelled'] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];

/**
 * One attempt to pay for an order: one PayU transaction (txnid). The order is a booking or a membership purchase,
 * exactly one of the two (the check). An order may have several attempts (a failed card, then a second try). The
 * amount is the server's price at initiation; the return is checked against it.
 */
export const payments = pgTable(
  'payments',
  {
    id: identityId(),
    bookingId: integer('booking_id').references(() => bookings.id),
    membershipPurchaseId: integer('membership_purchase_id').references(() => membershipPurchases.id),
    userId: userIdColumn(),
    /** Our transaction id, sent to PayU as txnid (alphanumeric, at most 25 characters, unguessable). */
    txnid: text('txnid').notNull(),
    gateway: text('gateway').$type<'sandbox' | 'payu'>().notNull(),
    amount: money('amount').notNull(),
    productinfo: text('productinfo').notNull(),
    firstname: text('firstname').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull().default(''),
    status: text('status').$type<PaymentState>().notNull().default('initiated'),
    /** PayU's payment id, once the gateway reported one. */
    mihpayid: text('mihpayid'),
    /** The gateway's own status word (unmappedstatus, for example "captured" or "userCancelled"). */
    gatewayStatus: text('gateway_status'),
    /** Why a payment failed, or what needs a person's attention (a payment that arrived for a lost slot). */
    note: text('note'),
    /** True when money was taken but no booking could be confirmed by it: support must refund. */
    refundDue: boolean('refund_due').notNull().default(false),
    /**
     * When a client asked for their money back (a cancelled card booking). A payment waits for a refund while
     * refund_due or this is set and refunded_at is not.
     */
    refundRequestedAt: at('refund_requested_at'),
    /** When staff marked the refund as paid back, and who did (PATCH /api/staff/refunds/:paymentId/). */
    refundedAt: at('refunded_at'),
    refundedBy: integer('refunded_by').references(() => users.id),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
    completedAt: at('completed_at'),
  },
  (table) => [
    uniqueIndex('payments_txnid_key').on(table.txnid),
    index('payments_booking_id_idx').on(table.bookingId),
    index('payments_membership_purchase_id_idx').on(table.membershipPurchaseId),
    check('payments_one_order_check', sql`num_nonnulls(${table.bookingId}, ${table.membershipPurchaseId}) = 1`),
    check('payments_status_check', sql`${table.status} in ('initiated', 'success', 'failure', 'cancelled')`),
    check('payments_refunded_by_check', sql`(${table.refundedAt} is null) = (${table.refundedBy} is null)`),
  ],
);

/**
 * Every return POST the gateway (or anyone) sent, with what the server made of it. Tampered and repeated callbacks
 * change nothing else, so this is where they are visible.
 */
export const paymentCallbacks = pgTable(
  'payment_callbacks',
  {
    id: identityId(),
    /** Null when the txnid matched no payment. */
    paymentId: integer('payment_id').references(() => payments.id),
    txnid: text('txnid').notNull(),
    /** The return path it arrived on: success, failure or cancel. */
    path: text('path').notNull(),
    postedStatus: text('posted_status'),
    hashValid: boolean('hash_valid').notNull(),
    amountValid: boolean('amount_valid').notNull(),
    /** confirmed, duplicate, failed, cancelled, rejected (hash, amount or fields wrong), unverified (gateway disagreed or did not answer). */
    result: text('result').notNull(),
    detail: text('detail'),
    /** The posted fields that matter for support (never card data). */
    payload: jsonb('payload').$type<Record<string, string>>().notNull().default({}),
    receivedAt: at('received_at').notNull().defaultNow(),
  },
  (table) => [index('payment_callbacks_txnid_idx').on(table.txnid)],
);

export const SANDBOX_STATES = ['pending', 'success', 'failure', 'cancelled'] as const;
export type SandboxState = (typeof SANDBOX_STATES)[number];

/**
 * The test-mode gateway's own ledger (it plays PayU when no PayU key is configured). The merchant side asks it, as it
 * would ask PayU's verify_payment, before it believes a return; a forged return has no matching entry.
 */
export const sandboxTransactions = pgTable(
  'payu_sandbox_transactions',
  {
    txnid: text('txnid').primaryKey(),
    amount: text('amount').notNull(),
    productinfo: text('productinfo').notNull(),
    firstname: text('firstname').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull().default(''),
    udf: jsonb('udf').$type<[string, string, string, string, string]>().notNull(),
    surl: text('surl').notNull(),
    furl: text('furl').notNull(),
    curl: text('curl'),
    status: text('status').$type<SandboxState>().notNull().default('pending'),
    mihpayid: text('mihpayid').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    decidedAt: at('decided_at'),
  },
  (table) => [
    check(
      'payu_sandbox_transactions_status_check',
      sql`${table.status} in ('pending', 'success', 'failure', 'cancelled')`,
    ),
  ],
);

export type PaymentRow = typeof payments.$inferSelect;
export type SandboxTransactionRow = typeof sandboxTransactions.$inferSelect;
