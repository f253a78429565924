import { useId } from 'react';
import {
  formatDateShort,
  formatInr,
  formatSessionTime,
  isSessionCompleted,
  sessionStart,
  type Booking,
  type PaymentStatus,
} from '@sukoon/contracts';
import { bookingsCopy } from '@sukoon/contracts/copy/bookings';
import { invoicesCopy } from '@sukoon/contracts/copy/invoices';
import type { Tone } from '../../tone';
import { toneSurface } from '../../tone';
import { Button } from '../../primitives/Button';
import { button } from '../../primitives/Button/Button.css';
import { Icon } from '../../primitives/Icon';
import { VisuallyHidden } from '../../primitives/VisuallyHidden';
import { useViewerTimeZone } from '../../theme/viewerTimeZone';
import * as styles from './BookingItem.css';

/** B4: each normalised payment status has one tone. */
export const paymentStatusTones: Record<PaymentStatus, Tone> = {
  pending: 'warning',
  failed: 'error',
  processing: 'info',
  success: 'success',
};

/** What a booking offers now (B4): Join Meeting before it is over when paid, Submit Feedback after it when pending. */
export function bookingActions(booking: Booking, now: Date) {
  const completed = isSessionCompleted(booking, now);
  return {
    join: !completed && booking.payment_status === 'success',
    feedbackDue: completed && booking.feedback_status === 'pending',
    feedbackSubmitted: booking.feedback_status === 'submitted',
  };
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
}

/** One booking of My Bookings: title, payment badge, date (en-GB), time (IST), mode, price and its one action. */
export function BookingItem({ booking, now, onFeedback, invoiceHref, headingLevel = 3 }: BookingItemProps) {
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  const copy = bookingsCopy.item;
  const start = sessionStart(booking.date, booking.time);
  const viewerTimeZone = useViewerTimeZone();
  const actions = bookingActions(booking, now);
  const tone = paymentStatusTones[booking.payment_status];

  return (
    <article className={styles.item} aria-labelledby={titleId}>
      <div className={styles.header}>
        <Heading id={titleId} className={styles.title}>
          {booking.title}
        </Heading>
        <span className={`${styles.badge} ${toneSurface[tone]}`} data-payment-status={booking.payment_status}>
          {bookingsCopy.paymentStatus[booking.payment_status]}
        </span>
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
      {actions.join || actions.feedbackDue || actions.feedbackSubmitted || invoiceHref ? (
        <div className={styles.actions}>
          {actions.join ? (
            booking.link ? (
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
              <p className={styles.noLink}>
                <Icon name="infoCircle" size="text" />
                {copy.noLink}
              </p>
            )
          ) : null}
          {actions.feedbackDue ? (
            <Button variant="warm" size="small" aria-describedby={titleId} onClick={() => onFeedback(booking)}>
              {copy.submitFeedback}
            </Button>
          ) : null}
          {actions.feedbackSubmitted ? (
            <span className={`${styles.badge} ${toneSurface.success}`}>
              <Icon name="check" size="text" />
              {copy.feedbackSubmitted}
            </span>
          ) : null}
          {invoiceHref ? (
            <a className={button({ variant: 'ghost', size: 'small' })} href={invoiceHref} aria-describedby={titleId}>
              {invoicesCopy.link}
            </a>
          ) : null}
        </div>
      ) : null}
    </article>
  );
}
