import { useId } from 'react';
import {
  bookingChangeBlock,
  canPayAgain,
  DEFAULT_BOOKING_CHANGE_CUTOFF_HOURS,
  formatDateLong,
  formatDateShort,
  formatInr,
  formatSessionTime,
  isSessionCompleted,
  sessionStart,
  type Booking,
  type BookingCancellation,
  type PaymentStatus,
} from '@sukoon/contracts';
import { bookingsCopy } from '@sukoon/contracts/copy/bookings';
import { invoicesCopy } from '@sukoon/contracts/copy/invoices';
import type { Tone } from '../../tone';
import { Button } from '../../primitives/Button';
import { button } from '../../primitives/Button/Button.css';
import { Icon } from '../../primitives/Icon';
import { TextLink } from '../../primitives/TextLink';
import { VisuallyHidden } from '../../primitives/VisuallyHidden';
import { useViewerTimeZone } from '../../theme/viewerTimeZone';
import * as styles from './BookingItem.css';
import { Text } from '../../primitives/Text';
import { Heading } from '../../primitives/Heading';
import { Badge } from '../../primitives/Badge';

/** B4: each normalised payment status has one tone. */
export const paymentStatusTones: Record<PaymentStatus, Tone> = {
  pending: 'warning',
  failed: 'error',
  processing: 'info',
  success: 'success',
};

/**
 * What a booking offers now (B4): Join Meeting before it is over when paid, Submit Feedback after it when pending.
 * Reschedule and Cancel session for a confirmed session still to come, offered ('open') up to the cut-off
 * and shown disabled ('closed') after it; nothing of the kind for a cancelled, held or finished one.
 */
export function bookingActions(booking: Booking, now: Date) {
  const completed = isSessionCompleted(booking, now);
  const cancelled = booking.status === 'cancelled';
  const block = bookingChangeBlock(booking, now);
  return {
    join: !cancelled && !completed && booking.payment_status === 'success',
    feedbackDue: !cancelled && completed && booking.feedback_status === 'pending',
    feedbackSubmitted: !cancelled && booking.feedback_status === 'submitted',
    changes: completed ? null : block === null ? ('open' as const) : block === 'cut-off' ? ('closed' as const) : null,
  };
}

/** A cancelled session's money, in words: the card refund's state or the credits given back; null when unknown. */
export function cancellationOutcome(cancellation: BookingCancellation | null): string | null {
  const copy = bookingsCopy.changes;
  if (cancellation?.creditsReturned) return copy.creditsReturned(cancellation.creditsReturned);
  if (cancellation?.refund === 'refunded') return copy.refunded;
  if (cancellation?.refund === 'requested') return copy.refundRequested;
  return null;
}

/** "10:30 am IST on Sun, 22 Nov 2026": the last moment a change is accepted, as the item and the dialogs say it. */
export function changesCloseText(changesCloseAt: string | Date, viewerTimeZone?: string): string {
  return `${formatSessionTime(changesCloseAt, viewerTimeZone)} on ${formatDateLong(changesCloseAt)}`;
}

/** The cut-off setting of a booking (the server sends it; older answers fall back to the default). */
export function changeCutoffHoursOf(booking: Booking): number {
  return booking.changeCutoffHours ?? DEFAULT_BOOKING_CHANGE_CUTOFF_HOURS;
}

export interface BookingItemProps {
  /** One booking as contracts' normaliseBooking returns it. */
  booking: Booking;
  /** The current time (the page's clock): decides whether the session is over. */
  now: Date;
  /** Submit Feedback was pressed: the page opens the feedback modal. */
  onFeedback(booking: Booking): void;
  /** Where the paid booking's GST invoice is, once it has one. */
  invoiceHref?: string | undefined;
  headingLevel?: 2 | 3 | 4;
  /** Reschedule was pressed: the page opens the reschedule dialog. */
  onReschedule?(booking: Booking): void;
  /** Cancel session was pressed: the page opens the cancel dialog. */
  onCancel?(booking: Booking): void;
  /** Where "contact us" goes when changes have closed; default /contact. */
  contactHref?: string;
  /** The device is offline: a meeting cannot be joined, so Join Meeting shows disabled. */
  offline?: boolean;
  /** Pay again was pressed on a held booking whose payment failed: the page starts a new payment. */
  onPayAgain?(booking: Booking): void;
  /** A payment is being started for this booking: Pay again shows busy. */
  payingAgain?: boolean;
}

/** What an unpaid hold says while it lasts: not booked yet, and until when the time is held. */
export function heldNote(booking: Booking, viewerTimeZone?: string): string | null {
  if (booking.status !== 'held' || !booking.holdExpiresAt) return null;
  const until = formatSessionTime(booking.holdExpiresAt, viewerTimeZone);
  return booking.payment_status === 'failed' ? bookingsCopy.held.failed(until) : bookingsCopy.held.pending(until);
}

/**
 * One booking of My Bookings: title, payment badge, date (en-GB), time (IST), mode, price and its actions; a session
 * still to come can be rescheduled or cancelled until its cut-off, a cancelled one says what became of the money.
 */
export function BookingItem({
  booking,
  now,
  onFeedback,
  invoiceHref,
  headingLevel = 3,
  onReschedule,
  onCancel,
  contactHref = '/contact',
  offline = false,
  onPayAgain,
  payingAgain = false,
}: BookingItemProps) {
  const titleId = useId();
  const changesId = useId();
  const heldId = useId();
  const copy = bookingsCopy.item;
  const start = sessionStart(booking.date, booking.time);
  const viewerTimeZone = useViewerTimeZone();
  const actions = bookingActions(booking, now);
  const tone = paymentStatusTones[booking.payment_status];
  const cancelled = booking.status === 'cancelled';
  const outcome = cancelled ? cancellationOutcome(booking.cancellation) : null;
  const held = heldNote(booking, viewerTimeZone);
  const payAgain = onPayAgain !== undefined && canPayAgain(booking, now);
  const changes = bookingsCopy.changes;
  // Both change buttons name their session and, when closed, the reason beside them.
  const changeDescription = actions.changes === 'closed' ? `${titleId} ${changesId}` : titleId;

  return (
    <article className={styles.item} aria-labelledby={titleId} data-booking-id={booking.id}>
      <div className={styles.header}>
        {/* Focusable by the page only (-1): where focus goes when the button that had it is gone, e.g. after a cancel. */}
        <Heading level={headingLevel} id={titleId} tabIndex={-1} size="lg" weight="semibold" leading="snug">
          {booking.title}
        </Heading>
        {cancelled ? (
          <Badge tone="neutral" data={{ 'data-booking-status': 'cancelled' }}>
            {changes.cancelled}
          </Badge>
        ) : (
          <Badge tone={tone} data={{ 'data-payment-status': booking.payment_status }}>
            {bookingsCopy.paymentStatus[booking.payment_status]}
          </Badge>
        )}
      </div>
      <dl className={styles.details}>
        <div className={styles.detail}>
          <VisuallyHidden as="dt">{copy.date}</VisuallyHidden>
          <dd className={`${styles.detail} ${styles.value}`}>{formatDateShort(booking.date)}</dd>
        </div>
        <div className={styles.detail}>
          <VisuallyHidden as="dt">{copy.time}</VisuallyHidden>
          <dd className={`${styles.detail} ${styles.value}`}>
            <Icon name="clock" size="text" />
            {start ? formatSessionTime(start, viewerTimeZone) : booking.time}
          </dd>
        </div>
        <div className={styles.detail}>
          <VisuallyHidden as="dt">{copy.mode}</VisuallyHidden>
          <dd className={styles.value}>{booking.mode}</dd>
        </div>
        {booking.price !== null ? (
          <div className={styles.detail}>
            <VisuallyHidden as="dt">{copy.price}</VisuallyHidden>
            <dd className={styles.value}>{formatInr(booking.price)}</dd>
          </div>
        ) : null}
      </dl>
      {outcome ? (
        <Text size="sm" tone="secondary" className={styles.outcome}>
          <Icon name="infoCircle" size="text" />
          {outcome}
        </Text>
      ) : null}
      {held ? (
        <Text id={heldId} size="sm" tone="secondary" className={styles.outcome}>
          <Icon name="infoCircle" size="text" />
          {held}
        </Text>
      ) : null}
      {actions.join ||
      actions.feedbackDue ||
      actions.feedbackSubmitted ||
      actions.changes ||
      invoiceHref ||
      payAgain ? (
        <div className={styles.actions}>
          {payAgain ? (
            <Button
              variant="primary"
              size="small"
              loading={payingAgain}
              loadingLabel={bookingsCopy.held.startingPayment}
              disabled={offline}
              aria-describedby={`${titleId} ${heldId}`}
              onClick={() => onPayAgain?.(booking)}
            >
              {bookingsCopy.held.payAgain}
            </Button>
          ) : null}
          {actions.join ? (
            booking.link && offline ? (
              <Button variant="primary" size="small" disabled aria-describedby={titleId}>
                {copy.join}
              </Button>
            ) : booking.link ? (
              <a
                className={button({ variant: 'primary', size: 'small' })}
                href={booking.link}
                target="_blank"
                rel="noopener noreferrer"
                aria-describedby={titleId}
              >
                {copy.join}
                <VisuallyHidden> {copy.opensInNewTab}</VisuallyHidden>
              </a>
            ) : (
              <Text size="sm" tone="muted" className={styles.noLink}>
                <Icon name="infoCircle" size="text" />
                {copy.noLink}
              </Text>
            )
          ) : null}
          {actions.feedbackDue ? (
            <Button variant="warm" size="small" aria-describedby={titleId} onClick={() => onFeedback(booking)}>
              {copy.submitFeedback}
            </Button>
          ) : null}
          {actions.feedbackSubmitted ? (
            <Badge tone="success" icon="check">
              {copy.feedbackSubmitted}
            </Badge>
          ) : null}
          {actions.changes ? (
            <>
              <Button
                variant="secondary"
                size="small"
                disabled={actions.changes === 'closed'}
                aria-describedby={changeDescription}
                onClick={() => onReschedule?.(booking)}
              >
                {changes.reschedule}
              </Button>
              <Button
                variant="ghost"
                size="small"
                disabled={actions.changes === 'closed'}
                aria-describedby={changeDescription}
                onClick={() => onCancel?.(booking)}
              >
                {changes.cancel}
              </Button>
            </>
          ) : null}
          {invoiceHref ? (
            <a className={button({ variant: 'ghost', size: 'small' })} href={invoiceHref} aria-describedby={titleId}>
              {invoicesCopy.link}
            </a>
          ) : null}
        </div>
      ) : null}
      {actions.changes === 'open' && booking.changesCloseAt ? (
        <Text id={changesId} size="sm" tone="secondary">
          {changes.openUntil(changesCloseText(booking.changesCloseAt, viewerTimeZone))}
        </Text>
      ) : null}
      {actions.changes === 'closed' ? (
        <Text id={changesId} size="sm" tone="secondary">
          {changes.closed(changeCutoffHoursOf(booking))}{' '}
          <TextLink href={contactHref} weight="semibold">
            {changes.contactUs}
          </TextLink>
          .
        </Text>
      ) : null}
    </article>
  );
}
