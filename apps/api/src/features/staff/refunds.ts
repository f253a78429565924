import type { StaffRefund } from '@sukoon/contracts';
import { staffCopy } from '@sukoon/contracts/copy/staff';
import { aliasedTable, and, asc, desc, eq, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db';
import { httpError } from '../../http/errors';
import { users } from '../accounts/schema';
import { payments, type PaymentRow } from '../payments/schema';

/**
 * A payment owes money back when it took money for nothing (refund_due, set when it settled) or its client asked
 * for it back (refund_requested_at, set when a card booking is cancelled).
 */
const owesRefund = or(eq(payments.refundDue, true), isNotNull(payments.refundRequestedAt));

const refunder = aliasedTable(users, 'refunder');

const refundColumns = {
  payment: payments,
  firstName: users.firstName,
  lastName: users.lastName,
  refunderFirstName: refunder.firstName,
  refunderLastName: refunder.lastName,
};

type RefundRow = {
  payment: PaymentRow;
  firstName: string | null;
  lastName: string | null;
  refunderFirstName: string | null;
  refunderLastName: string | null;
};

const fullName = (first: string | null, last: string | null) => `${first ?? ''} ${last ?? ''}`.trim();

function toStaffRefund({ payment, ...names }: RefundRow): StaffRefund {
  const requestedAt = payment.refundRequestedAt ?? payment.completedAt ?? payment.updatedAt;
  return {
    payment_id: payment.id,
    txnid: payment.txnid,
    client_name: fullName(names.firstName, names.lastName) || payment.firstname,
    email: payment.email,
    amount: Number(payment.amount),
    item: payment.productinfo,
    reason: payment.note ?? (payment.refundRequestedAt ? staffCopy.refunds.askedByClient : ''),
    paid_at: payment.completedAt?.toISOString() ?? null,
    requested_at: requestedAt.toISOString(),
    refunded_at: payment.refundedAt?.toISOString() ?? null,
    refunded_by: payment.refundedAt ? fullName(names.refunderFirstName, names.refunderLastName) || null : null,
  };
}

function selectRefunds(db: Db) {
  return db
    .select(refundColumns)
    .from(payments)
    .leftJoin(users, eq(users.id, payments.userId))
    .leftJoin(refunder, eq(refunder.id, payments.refundedBy));
}

/** Waiting refunds first (oldest first: who waited longest), then refunded ones (latest first). */
export async function refundsForStaff(db: Db): Promise<StaffRefund[]> {
  const requested = sql`coalesce(${payments.refundRequestedAt}, ${payments.completedAt}, ${payments.updatedAt})`;
  const rows = await selectRefunds(db)
    .where(owesRefund)
    .orderBy(
      desc(sql`(${payments.refundedAt} is null)`),
      asc(sql`case when ${payments.refundedAt} is null then ${requested} end`),
      desc(payments.refundedAt),
      asc(payments.id),
    );
  return rows.map(toStaffRefund);
}

/**
 * Marks a payment's refund as paid back by `staffId`. Idempotent: a second call answers the first marking unchanged.
 * 404 for an unknown payment, 409 when no refund is due on it.
 */
export async function markRefunded(db: Db, paymentId: number, staffId: number, now: Date): Promise<StaffRefund> {
  const [payment] = await db.select().from(payments).where(eq(payments.id, paymentId));
  if (!payment) throw httpError(404, staffCopy.errors.paymentNotFound);
  if (!payment.refundDue && !payment.refundRequestedAt) throw httpError(409, staffCopy.errors.noRefundDue);
  // Only a waiting refund is marked, so two staff marking at once keep the first one's name and time.
  await db
    .update(payments)
    .set({ refundedAt: now, refundedBy: staffId, updatedAt: now })
    .where(and(eq(payments.id, paymentId), isNull(payments.refundedAt)));
  const [row] = await selectRefunds(db).where(eq(payments.id, paymentId));
  return toStaffRefund(row!);
}
