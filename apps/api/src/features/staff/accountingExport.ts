import { addCalendarDays, IST, slotInstant, type StaffExportQuery } from '@sukoon/contracts';
import { stringify } from 'csv-stringify/sync';
import { formatInTimeZone } from 'date-fns-tz';
import { and, asc, eq, gte, lt } from 'drizzle-orm';
import type { Db } from '../../db';
import { invoices } from '../invoices/schema';
import { payments } from '../payments/schema';

/** Rupees with two decimals from paise ("1180.00"): a number Excel and accounting tools read as such. */
const rupees = (paise: number) => (paise / 100).toFixed(2);

/**
 * A spreadsheet runs a cell that starts with = + - @ (or a tab or carriage return) as a formula: a client's name
 * such as "=HYPERLINK(...)" must stay text. The leading apostrophe is OWASP's advice for CSV injection.
 */
export function textCell(value: string | null | undefined): string {
  const text = value ?? '';
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

export const PAYMENTS_CSV_COLUMNS = [
  'Date (IST)',
  'Invoice number',
  'Client',
  'Client e-mail',
  'Client GSTIN',
  'Item',
  'Taxable (₹)',
  'CGST (₹)',
  'SGST (₹)',
  'IGST (₹)',
  'Total (₹)',
  // The two ids as /payment-status, the mails and the invoices name them: ours (txnid) and PayU's (mihpayid).
  'Order ID',
  'Transaction ID',
  'Status',
] as const;

/** What became of a successful payment's money. */
function statusOf(payment: { refundDue: boolean; refundRequestedAt: Date | null; refundedAt: Date | null }) {
  if (payment.refundedAt) return 'Refunded';
  return payment.refundDue || payment.refundRequestedAt ? 'Refund due' : 'Paid';
}

/**
 * The accounting CSV: one row per successful payment whose money arrived from `from` to `to` (IST calendar days, both
 * included), bookings and memberships alike, with its GST invoice's split. Credit bookings carry no money of their
 * own (their money is the membership's payment, which is here), so they are not rows. RFC 4180 (every field quoted,
 * CRLF) in UTF-8 with a byte-order mark, so Excel reads the rupee signs.
 */
export async function paymentsCsv(db: Db, { from, to }: StaffExportQuery): Promise<string> {
  const start = slotInstant(from, '00:00:00');
  const end = slotInstant(addCalendarDays(to, 1), '00:00:00');
  const rows = await db
    .select({ payment: payments, invoice: invoices })
    .from(payments)
    .leftJoin(invoices, eq(invoices.paymentId, payments.id))
    .where(and(eq(payments.status, 'success'), gte(payments.completedAt, start), lt(payments.completedAt, end)))
    .orderBy(asc(payments.completedAt), asc(payments.id));
  const records = rows.map(({ payment, invoice }) => {
    const totalPaise = invoice?.totalPaise ?? Math.round(Number(payment.amount) * 100);
    return [
      formatInTimeZone(payment.completedAt!, IST, 'yyyy-MM-dd HH:mm'),
      invoice?.number ?? '',
      textCell(invoice?.recipient.name ?? payment.firstname),
      textCell(invoice?.recipient.email ?? payment.email),
      textCell(invoice?.recipient.gstin),
      textCell(invoice?.description ?? payment.productinfo),
      // Without an invoice (money that confirmed nothing) the whole amount is shown, untaxed.
      rupees(invoice?.taxablePaise ?? totalPaise),
      rupees(invoice?.cgstPaise ?? 0),
      rupees(invoice?.sgstPaise ?? 0),
      rupees(invoice?.igstPaise ?? 0),
      rupees(totalPaise),
      payment.txnid,
      payment.mihpayid ?? '',
      statusOf(payment),
    ];
  });
  return stringify([[...PAYMENTS_CSV_COLUMNS], ...records], { bom: true, quoted: true, record_delimiter: 'windows' });
}
