import * as z from 'zod/mini';
import { idSchema } from './common';

/**
 * GST tax invoices (ours; the spec shows none): one per confirmed payment, numbered without gaps per financial year,
 * shown to the person who paid. Amounts are in paise (whole numbers), so nothing is lost to floating point; the page
 * formats them in rupees. The parties are as they were when the invoice was issued: a later profile change does not
 * rewrite an issued invoice.
 */

export const invoicePartySchema = z.object({
  name: z.string(),
  /** The address lines as printed. */
  address: z.array(z.string()),
  /** GSTIN of a registered party; null for a client who gave none. */
  gstin: z.nullable(z.string()),
  /** "Telangana (36)": the state and its GST code, where known. */
  state: z.nullable(z.string()),
  email: z.nullable(z.string()),
});
export type InvoiceParty = z.infer<typeof invoicePartySchema>;

export const invoiceSchema = z.object({
  id: idSchema,
  /** "SUK/26-27/00001". */
  number: z.string(),
  financial_year: z.string(),
  /** ISO 8601 instant. */
  issued_at: z.string(),
  supplier: invoicePartySchema,
  recipient: invoicePartySchema,
  /** GST state code of the place of supply, and its name. */
  place_of_supply: z.object({ code: z.string(), state: z.string() }),
  /** What was sold: the session (service, date and time in IST) or the membership plan. */
  description: z.string(),
  sac: z.string(),
  quantity: z.int().check(z.positive()),
  rate_percent: z.number(),
  /** 'intra': CGST + SGST; 'inter': IGST. */
  tax_kind: z.enum(['intra', 'inter']),
  taxable_paise: z.int().check(z.nonnegative()),
  cgst_paise: z.int().check(z.nonnegative()),
  sgst_paise: z.int().check(z.nonnegative()),
  igst_paise: z.int().check(z.nonnegative()),
  total_paise: z.int().check(z.nonnegative()),
  /** "Rupees Five Thousand Only". */
  total_in_words: z.string(),
  /** The order id (our txnid) of the payment it is for, shown as Order ID. */
  transaction_id: z.string(),
  /** What the invoice is for, so My Bookings and My Membership can link to it. */
  booking_id: z.nullable(idSchema),
  membership_purchase_id: z.nullable(idSchema),
});
export type Invoice = z.infer<typeof invoiceSchema>;

export const invoicesResponseSchema = z.array(invoiceSchema);

export const invoiceParamsSchema = z.object({ id: idSchema });
