import {
  brand,
  GST_STATE_CODES,
  financialYearOf,
  formatDateLong,
  formatInvoiceNumber,
  formatTimeIst,
  isValidGstin,
  normaliseGstin,
  placeOfSupply,
  rupeesInWords,
  slotInstant,
  splitInclusiveGst,
  stateOfGstCode,
  toPaise,
  type Invoice,
  type InvoiceParty,
} from '@sukoon/contracts';
import { invoicesCopy } from '@sukoon/contracts/copy/invoices';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db';
import { users } from '../accounts/schema';
import { bookings } from '../bookings/schema';
import { services } from '../catalogue/schema';
import { membershipPlans, membershipPurchases } from '../memberships/schema';
import { payments, type PaymentRow } from '../payments/schema';
import { invoiceCounters, invoices, type InvoiceRow } from './schema';

const gst = brand.gst;

const isIndianState = (state: string | null | undefined) =>
  Boolean(state && (GST_STATE_CODES as Record<string, string>)[state.trim()]);

const stateLabel = (code: string) => {
  const state = stateOfGstCode(code);
  return state ? `${state} (${code})` : null;
};

/** The company as it appears on every invoice (brand settings). */
function supplierParty(): InvoiceParty {
  return {
    name: brand.legalName,
    address: [...brand.offices.registered.lines],
    gstin: gst.gstin,
    state: stateLabel(gst.stateCode),
    email: brand.supportEmail,
  };
}

/** The next number of the financial year: the counter row stays locked until the caller's transaction ends. */
async function nextSequence(tx: Tx, financialYear: string): Promise<number> {
  const [row] = await tx
    .insert(invoiceCounters)
    .values({ financialYear, lastSequence: 1 })
    .onConflictDoUpdate({
      target: invoiceCounters.financialYear,
      set: { lastSequence: sql`${invoiceCounters.lastSequence} + 1` },
    })
    .returning({ sequence: invoiceCounters.lastSequence });
  return row!.sequence;
}

/** What the payment bought, in words, and the GSTIN the client gave with the order. */
async function orderOf(tx: Tx, payment: PaymentRow): Promise<{ description: string; gstNumber: string | null }> {
  if (payment.bookingId !== null) {
    const [row] = await tx
      .select({ booking: bookings, service: services.title })
      .from(bookings)
      .innerJoin(services, eq(services.id, bookings.serviceId))
      .where(eq(bookings.id, payment.bookingId));
    if (!row) throw new Error(`Payment ${payment.id}: booking ${payment.bookingId} not found`);
    const start = slotInstant(row.booking.date, row.booking.startTime);
    return {
      description: `${row.service}: ${row.booking.durationMinutes}-minute session on ${formatDateLong(row.booking.date)} at ${formatTimeIst(start)} IST`,
      gstNumber: row.booking.gstNumber,
    };
  }
  const [row] = await tx
    .select({ purchase: membershipPurchases, plan: membershipPlans.name })
    .from(membershipPurchases)
    .innerJoin(membershipPlans, eq(membershipPlans.id, membershipPurchases.planId))
    .where(eq(membershipPurchases.id, payment.membershipPurchaseId!));
  if (!row) throw new Error(`Payment ${payment.id}: membership purchase not found`);
  return {
    description: invoicesCopy.membership.line(row.plan, row.purchase.credits),
    gstNumber: row.purchase.gstNumber,
  };
}

/**
 * Issues the GST tax invoice of a successful payment, inside the transaction that settles it (so a payment is never
 * confirmed without its invoice, and a rolled-back one takes no number). Once per payment: a second call returns the
 * invoice already issued. Prices are GST inclusive: the invoice splits what was paid.
 */
export async function issueInvoice(tx: Tx, payment: PaymentRow, now: Date): Promise<InvoiceRow> {
  const [existing] = await tx.select().from(invoices).where(eq(invoices.paymentId, payment.id));
  if (existing) return existing;

  const [client] = await tx.select().from(users).where(eq(users.id, payment.userId));
  const order = await orderOf(tx, payment);
  const clientGstin = order.gstNumber && isValidGstin(order.gstNumber) ? normaliseGstin(order.gstNumber) : null;
  const placeCode = placeOfSupply({
    clientGstin,
    country: client?.country,
    state: client?.state,
    supplierStateCode: gst.stateCode,
  });
  const split = splitInclusiveGst(toPaise(Number(payment.amount)), gst.ratePercent, gst.stateCode, placeCode);
  const financialYear = financialYearOf(now);
  const sequence = await nextSequence(tx, financialYear);
  const name = client ? `${client.firstName} ${client.lastName}`.trim() || payment.firstname : payment.firstname;
  // The state line is the place of supply (a registered client's GSTIN state, else their Indian state) and says India;
  // the address keeps the rest of what the profile holds, so nothing is printed twice.
  const ownState =
    placeCode === gst.stateCode && !clientGstin && !isIndianState(client?.state) ? null : stateLabel(placeCode);
  const recipient: InvoiceParty = {
    name,
    address: [client?.city, ownState ? undefined : client?.state, ownState ? undefined : client?.country].filter(
      (part): part is string => Boolean(part?.trim()),
    ),
    gstin: clientGstin,
    state: ownState,
    email: client?.email ?? payment.email,
  };

  const [invoice] = await tx
    .insert(invoices)
    .values({
      number: formatInvoiceNumber(gst.invoicePrefix, financialYear, sequence),
      financialYear,
      sequence,
      paymentId: payment.id,
      userId: payment.userId,
      issuedAt: now,
      supplier: supplierParty(),
      recipient,
      placeOfSupply: placeCode,
      description: order.description,
      sac: gst.sac,
      ratePercent: split.ratePercent,
      taxKind: split.kind,
      taxablePaise: split.taxable,
      cgstPaise: split.cgst,
      sgstPaise: split.sgst,
      igstPaise: split.igst,
      totalPaise: split.total,
    })
    .returning();
  return invoice!;
}

type InvoiceWithPayment = { invoice: InvoiceRow; txnid: string; bookingId: number | null; purchaseId: number | null };

/** An invoice as the contracts answer it. */
export function toInvoiceAnswer({ invoice, txnid, bookingId, purchaseId }: InvoiceWithPayment): Invoice {
  return {
    id: invoice.id,
    number: invoice.number,
    financial_year: invoice.financialYear,
    issued_at: invoice.issuedAt.toISOString(),
    supplier: invoice.supplier,
    recipient: invoice.recipient,
    place_of_supply: {
      code: invoice.placeOfSupply,
      state: stateOfGstCode(invoice.placeOfSupply) ?? invoice.placeOfSupply,
    },
    description: invoice.description,
    sac: invoice.sac,
    quantity: 1,
    rate_percent: invoice.ratePercent,
    tax_kind: invoice.taxKind,
    taxable_paise: invoice.taxablePaise,
    cgst_paise: invoice.cgstPaise,
    sgst_paise: invoice.sgstPaise,
    igst_paise: invoice.igstPaise,
    total_paise: invoice.totalPaise,
    total_in_words: rupeesInWords(invoice.totalPaise),
    transaction_id: txnid,
    booking_id: bookingId,
    membership_purchase_id: purchaseId,
  };
}

async function selectInvoices(db: Db, userId: number, invoiceId?: number): Promise<InvoiceWithPayment[]> {
  const rows = await db
    .select({
      invoice: invoices,
      txnid: payments.txnid,
      bookingId: payments.bookingId,
      purchaseId: payments.membershipPurchaseId,
    })
    .from(invoices)
    .innerJoin(payments, eq(payments.id, invoices.paymentId))
    .where(
      invoiceId === undefined
        ? eq(invoices.userId, userId)
        : and(eq(invoices.userId, userId), eq(invoices.id, invoiceId)),
    )
    .orderBy(desc(invoices.issuedAt), desc(invoices.id));
  return rows;
}

/** A person's invoices, newest first. */
export async function invoicesOf(db: Db, userId: number): Promise<Invoice[]> {
  return (await selectInvoices(db, userId)).map(toInvoiceAnswer);
}

/** One invoice of the person; undefined for another person's or an unknown one (the same 404 to the caller). */
export async function invoiceOf(db: Db, userId: number, invoiceId: number): Promise<Invoice | undefined> {
  const [row] = await selectInvoices(db, userId, invoiceId);
  return row && toInvoiceAnswer(row);
}
