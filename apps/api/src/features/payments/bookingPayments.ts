import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db';
import type { ConfirmingPayment } from '../bookings/myBookings';
import { payments } from './schema';

/**
 * For My Bookings (the bookings feature receives it in features/index.ts): the held bookings among `bookingIds`
 * whose last payment attempt failed or was cancelled.
 */
export async function failedPaymentsOf(db: Db | Tx, bookingIds: readonly number[]): Promise<ReadonlySet<number>> {
  const attempts = await db
    .select({ bookingId: payments.bookingId, status: payments.status })
    .from(payments)
    .where(inArray(payments.bookingId, [...bookingIds]))
    .orderBy(asc(payments.createdAt), asc(payments.id));
  const last = new Map<number, string>();
  for (const attempt of attempts) if (attempt.bookingId !== null) last.set(attempt.bookingId, attempt.status);
  return new Set([...last].filter(([, status]) => status === 'failure' || status === 'cancelled').map(([id]) => id));
}

/** The successful payment that confirmed a booking (a second one that paid it again is refund_due instead). */
const confirmedBy = (bookingIds: readonly number[]) =>
  and(inArray(payments.bookingId, [...bookingIds]), eq(payments.status, 'success'), eq(payments.refundDue, false));

const confirmingColumns = {
  bookingId: payments.bookingId,
  txnid: payments.txnid,
  amount: payments.amount,
  refundRequestedAt: payments.refundRequestedAt,
  refundedAt: payments.refundedAt,
};

/** For My Bookings and a moved session's mails (passed to bookings in features/index.ts): card bookings' payments. */
export async function confirmingPaymentsOf(
  db: Db | Tx,
  bookingIds: readonly number[],
): Promise<ReadonlyMap<number, ConfirmingPayment>> {
  if (!bookingIds.length) return new Map();
  const rows = await db.select(confirmingColumns).from(payments).where(confirmedBy(bookingIds));
  return new Map(rows.map((row) => [row.bookingId!, { ...row, bookingId: row.bookingId! }]));
}

/**
 * A cancelled card booking asks for its money back: its payment gets refund_requested_at, which puts it on staff's
 * refund list (features/staff/refunds.ts). Inside the cancellation's transaction; a second call keeps the first time.
 */
export async function requestBookingRefund(
  tx: Tx,
  bookingId: number,
  now: Date,
): Promise<ConfirmingPayment | undefined> {
  const [row] = await tx
    .update(payments)
    .set({
      refundRequestedAt: sql`coalesce(${payments.refundRequestedAt}, ${now.toISOString()}::timestamptz)`,
      updatedAt: now,
    })
    .where(confirmedBy([bookingId]))
    .returning(confirmingColumns);
  return row && { ...row, bookingId };
}
