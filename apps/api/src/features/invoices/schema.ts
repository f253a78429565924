import type { InvoiceParty } from '@sukoon/contracts';
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../accounts/schema';
import { payments } from '../payments/schema';
import { at, identityId } from '../../db/columns';

/**
 * The last invoice number used in each financial year. Taking a number updates this row inside the payment's own
 * transaction: a second payment waits for the first to commit or roll back, so numbers are never skipped or reused.
 */
export const invoiceCounters = pgTable('invoice_counters', {
  financialYear: text('financial_year').primaryKey(),
  lastSequence: integer('last_sequence').notNull(),
});

/**
 * A GST tax invoice, one per successful payment, kept as issued (the parties, place of supply and amounts in paise
 * are copied in, so a later profile or price change never rewrites it). Kept when an account is deleted: the law
 * requires invoice records for eight years; the person's own details stay in the invoice, nowhere else.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: identityId(),
    number: text('number').notNull(),
    financialYear: text('financial_year').notNull(),
    sequence: integer('sequence').notNull(),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id),
    userId: integer('user_id').references(() => users.id),
    issuedAt: at('issued_at').notNull(),
    supplier: jsonb('supplier').$type<InvoiceParty>().notNull(),
    recipient: jsonb('recipient').$type<InvoiceParty>().notNull(),
    placeOfSupply: text('place_of_supply').notNull(),
    description: text('description').notNull(),
    sac: text('sac').notNull(),
    ratePercent: integer('rate_percent').notNull(),
    taxKind: text('tax_kind').$type<'intra' | 'inter'>().notNull(),
    taxablePaise: integer('taxable_paise').notNull(),
    cgstPaise: integer('cgst_paise').notNull(),
    sgstPaise: integer('sgst_paise').notNull(),
    igstPaise: integer('igst_paise').notNull(),
    totalPaise: integer('total_paise').notNull(),
  },
  (table) => [
    uniqueIndex('invoices_number_key').on(table.number),
    uniqueIndex('invoices_financial_year_sequence_key').on(table.financialYear, table.sequence),
    uniqueIndex('invoices_payment_id_key').on(table.paymentId),
    index('invoices_user_id_idx').on(table.userId),
    check('invoices_tax_kind_check', sql`${table.taxKind} in ('intra', 'inter')`),
    check(
      'invoices_adds_up_check',
      sql`${table.taxablePaise} + ${table.cgstPaise} + ${table.sgstPaise} + ${table.igstPaise} = ${table.totalPaise}`,
    ),
  ],
);

export type InvoiceRow = typeof invoices.$inferSelect;
