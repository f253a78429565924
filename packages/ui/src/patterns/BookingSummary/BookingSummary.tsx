import { useId, type ReactNode } from 'react';
import { bookingCopy } from '@sukoon/contracts/copy/booking';
import { CONTACT_FOR_PRICING, formatDateLong, formatInr, formatSessionTime, slotInstant } from '@sukoon/contracts';
import { useViewerTimeZone } from '../../theme/viewerTimeZone';
import { durationLabel } from '../ServiceCard/duration';
import * as styles from './BookingSummary.css';
import { Heading } from '../../primitives/Heading';

export interface BookingSummaryProps {
  /** The service's title. */
  service: string;
  /** The chosen date, yyyy-MM-dd (Indian calendar date); absent until chosen. */
  date?: string;
  /** The chosen slot's start, 'HH:mm' Indian time; absent until chosen. */
  time?: string;
  /** Minutes, or the service's session_duration ("01:00:00"). */
  duration: number | string;
  /** Rupees; null when the price cannot be read from the service. */
  price: number | null;
  /** Coupon code as typed; the line is shown only when there is one. */
  coupon?: string;
  /** GST number as typed; the line is shown only when there is one. */
  gst?: string;
  title?: string;
  headingLevel?: 2 | 3 | 4;
}

const copy = bookingCopy.summary;
const NOT_CHOSEN = copy.notChosen;

/** What the user is about to pay for: service, date, time (IST), duration and price in rupees. */
export function BookingSummary({
  service,
  date,
  time,
  duration,
  price,
  coupon,
  gst,
  title = copy.title,
  headingLevel = 3,
}: BookingSummaryProps) {
  const headingId = useId();
  const viewerTimeZone = useViewerTimeZone();
  const couponCode = coupon?.trim();
  const gstNumber = gst?.trim();

  return (
    <section className={styles.summary} aria-labelledby={headingId}>
      <Heading level={headingLevel} id={headingId} size="md" weight="semibold" className={styles.heading}>
        {title}
      </Heading>
      <dl className={styles.list}>
        <Row term={copy.service}>{service}</Row>
        <Row term={copy.date} pending={!date}>
          {date ? formatDateLong(date) : NOT_CHOSEN}
        </Row>
        <Row term={copy.time} pending={!date || !time}>
          {/* The slot's wall-clock time is Indian time; say so, since the visitor may be elsewhere. */}
          {date && time ? formatSessionTime(slotInstant(date, time), viewerTimeZone) : NOT_CHOSEN}
        </Row>
        <Row term={copy.duration}>{durationLabel(duration)}</Row>
        {couponCode ? <Row term={copy.coupon}>{couponCode}</Row> : null}
        {gstNumber ? <Row term={copy.gst}>{gstNumber}</Row> : null}
        <Row term={copy.price} total>
          {price === null ? CONTACT_FOR_PRICING : formatInr(price)}
        </Row>
      </dl>
    </section>
  );
}

function Row({
  term,
  children,
  pending = false,
  total = false,
}: {
  term: string;
  children: ReactNode;
  pending?: boolean;
  total?: boolean;
}) {
  return (
    <div className={`${styles.row} ${total ? styles.totalRow : ''}`}>
      <dt className={styles.term}>{term}</dt>
      <dd className={`${styles.value} ${pending ? styles.pending : ''} ${total ? styles.total : ''}`}>{children}</dd>
    </div>
  );
}
