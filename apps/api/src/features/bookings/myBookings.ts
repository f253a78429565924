import { bookingChangesCloseAt, type PaymentMethod } from '@sukoon/contracts';
import { and, desc, eq, or } from 'drizzle-orm';
import type { Db, Tx } from '../../db';
import { services } from '../catalogue/schema';
import { bookings, type BookingRow } from './schema';
import { isActiveAt, isBookingCompleted } from './slots';

/** B3 "Booking": the fields My Bookings reads. */
// A type, not an interface: the contract's loose reader (an index signature) must accept it.
export type BookingDetails = {
  id: number;
  /** The service's title (also as `title`). */
  sub_name: string;
  title: string;
  service_id: number;
  /** The session's date in India, 'yyyy-MM-dd'. */
  date: string;
  /** Indian time, 'HH:mm'. */
  time: string;
  /** Indian time, 'HH:mm:ss'. */
  start_time: string;
  end_time: string;
  mode: 'online';
  /**
   * success (paid by card or credits, also when cancelled later), failed (the last card attempt failed; the hold
   * still stands), pending.
   */
  payment_status: 'success' | 'failed' | 'pending';
  payment_method: PaymentMethod;
  /** Credits a credit booking took, else null. */
  credits_used: number | null;
  /** pending or submitted. */
  feedback_status: string;
  /** What was paid (or is to be paid), rupees. */
  final_price: string;
  price: string;
  /** Only for confirmed bookings. */
  meeting_link: string | null;
  status: 'held' | 'confirmed' | 'cancelled';
  /** When an unpaid hold lapses (ISO 8601), null once confirmed. */
  hold_expires_at: string | null;
  /** The session ended (start + 1 hour) by the server's clock. */
  session_completed: boolean;
  /** Feedback is accepted: a paid session that has ended, feedback still pending. */
  can_submit_feedback: boolean;
  /** BOOKING_CHANGE_CUTOFF_HOURS, shown to the client before they reschedule or cancel. */
  change_cutoff_hours: number;
  /** A confirmed booking's last instant (ISO 8601) to reschedule or cancel; null otherwise. */
  changes_close_at: string | null;
  /** A cancelled booking: when (ISO 8601), its card refund's state, the credits it gave back. */
  cancelled_at: string | null;
  refund_status: 'requested' | 'refunded' | null;
  credits_returned: number | null;
};

/**
 * Which of the given held bookings' last payment attempt failed or was cancelled. The payments feature answers it
 * (features/index.ts passes its function in), so bookings need not know how payments are stored.
 */
export type FailedPaymentsOf = (db: Db | Tx, bookingIds: readonly number[]) => Promise<ReadonlySet<number>>;

/** The card payment that confirmed a booking: what its mails show, and where a cancellation asks for the refund. */
export type ConfirmingPayment = {
  bookingId: number;
  txnid: string;
  amount: string;
  refundRequestedAt: Date | null;
  refundedAt: Date | null;
};

/** From the payments feature (features/index.ts): the confirming card payments of the given bookings, by booking. */
export type ConfirmingPaymentsOf = (
  db: Db | Tx,
  bookingIds: readonly number[],
) => Promise<ReadonlyMap<number, ConfirmingPayment>>;

export interface BookingDetailsOptions {
  failedPaymentsOf: FailedPaymentsOf;
  confirmingPaymentsOf: ConfirmingPaymentsOf;
  cutoffHours: number;
  /** Only this booking (the answer to a change of it). */
  bookingId?: number;
}

const refundStatusOf = (payment: ConfirmingPayment | undefined) =>
  payment?.refundedAt ? 'refunded' : payment?.refundRequestedAt ? 'requested' : null;

/**
 * A person's bookings for My Bookings: confirmed ones, unpaid holds that still stand, and cancelled ones (so the
 * client sees what became of their money). A lapsed hold is no booking any more (its slot went back), so it is left
 * out. Latest session first.
 */
export async function bookingDetailsOf(
  db: Db | Tx,
  userId: number,
  now: Date,
  options: BookingDetailsOptions,
): Promise<BookingDetails[]> {
  const listed = or(isActiveAt(now), eq(bookings.status, 'cancelled'));
  const joined = await db
    .select({ booking: bookings, title: services.title })
    .from(bookings)
    .innerJoin(services, eq(bookings.serviceId, services.id))
    .where(
      and(
        eq(bookings.userId, userId),
        listed,
        options.bookingId === undefined ? undefined : eq(bookings.id, options.bookingId),
      ),
    )
    .orderBy(desc(bookings.date), desc(bookings.startTime), desc(bookings.id));
  const idsWith = (status: BookingRow['status']) =>
    joined.filter((r) => r.booking.status === status).map((r) => r.booking.id);
  const heldIds = idsWith('held');
  const failed = heldIds.length ? await options.failedPaymentsOf(db, heldIds) : new Set<number>();
  const refunds = await options.confirmingPaymentsOf(db, idsWith('cancelled'));
  return joined.map(({ booking: row, title }) => {
    const { status } = row;
    const confirmed = status === 'confirmed';
    const cancelled = status === 'cancelled';
    const completed = isBookingCompleted(row, now);
    return {
      id: row.id,
      sub_name: title,
      title,
      service_id: row.serviceId,
      date: row.date,
      time: row.startTime.slice(0, 5),
      start_time: row.startTime,
      end_time: row.endTime,
      mode: 'online',
      payment_status: confirmed || cancelled ? 'success' : failed.has(row.id) ? 'failed' : 'pending',
      payment_method: row.paymentMethod,
      credits_used: row.creditsUsed,
      feedback_status: row.feedbackStatus,
      final_price: row.finalPrice,
      price: row.finalPrice,
      meeting_link: confirmed ? row.meetingLink : null,
      status: confirmed || cancelled ? status : 'held',
      hold_expires_at: status === 'held' ? row.holdExpiresAt.toISOString() : null,
      session_completed: completed,
      can_submit_feedback: confirmed && completed && row.feedbackStatus === 'pending',
      change_cutoff_hours: options.cutoffHours,
      changes_close_at: confirmed
        ? (bookingChangesCloseAt(row.date, row.startTime, options.cutoffHours)?.toISOString() ?? null)
        : null,
      cancelled_at: row.cancelledAt?.toISOString() ?? null,
      refund_status: cancelled && row.paymentMethod === 'card' ? refundStatusOf(refunds.get(row.id)) : null,
      credits_returned: cancelled && row.paymentMethod === 'credits' ? row.creditsUsed : null,
    };
  });
}
