import type { Booking } from '@sukoon/contracts';
import { bookingsCopy } from '@sukoon/contracts/copy/bookings';
import { Notice } from '../../primitives/Notice';
import { OfflineNotice } from '../../primitives/OfflineNotice';
import { Spinner } from '../../primitives/Spinner';
import { Stack } from '../../primitives/Stack';
import { TextLink } from '../../primitives/TextLink';
import { BookingItem } from '../BookingItem';

export const bookingListStates = ['loading', 'loaded', 'not-found', 'error', 'offline'] as const;
export type BookingListState = (typeof bookingListStates)[number];

export interface BookingListProps {
  state: BookingListState;
  /** The signed-in user's bookings, normalised (contracts' normaliseBooking). */
  bookings?: readonly Booking[];
  /** The page's clock: decides Join Meeting and Submit Feedback. */
  now: Date;
  onFeedback(booking: Booking): void;
  /** The error state's message (one of bookingsCopy.errors). */
  errorMessage?: string;
  /** Try Again in the error and offline states. */
  onRetry?(): void;
  /** Where the empty list sends the user; default /services. */
  servicesHref?: string;
  /** The level of each booking's heading: 2 right under a page's h1. */
  headingLevel?: 2 | 3 | 4;
  /** Where a booking's GST invoice is, for the bookings that have one. */
  invoiceHrefOf?: (booking: Booking) => string | undefined;
  /** Reschedule and Cancel session of a booking were pressed; the page opens their dialogs. */
  onReschedule?(booking: Booking): void;
  onCancel?(booking: Booking): void;
  /** Where "contact us" goes when a booking's changes have closed; default /contact. */
  contactHref?: string;
  /** The connection dropped after the list loaded: the offline message shows above it and Join Meeting is disabled. */
  offline?: boolean;
  /** Pay again of a held booking whose payment failed was pressed; the page starts a new payment. */
  onPayAgain?(booking: Booking): void;
  /** The booking whose new payment is being started. */
  payingAgainId?: Booking['id'];
}

/** My Bookings' list and its states (B2, B4, B8): loading, the bookings, none, not found, error, offline. */
export function BookingList({
  state,
  bookings = [],
  now,
  onFeedback,
  errorMessage = bookingsCopy.errors.failed,
  onRetry,
  servicesHref = '/services',
  headingLevel = 3,
  invoiceHrefOf,
  onReschedule,
  onCancel,
  contactHref,
  offline = false,
  onPayAgain,
  payingAgainId,
}: BookingListProps) {
  const copy = bookingsCopy.list;
  const retry = onRetry ? { label: copy.tryAgain, onClick: onRetry } : undefined;
  const browse = (
    <TextLink href={servicesHref} weight="semibold">
      {copy.browse}
    </TextLink>
  );

  switch (state) {
    case 'loading':
      return <Spinner size="large" label={copy.loading} showLabel />;
    case 'offline':
      return <OfflineNotice title={copy.offlineTitle} message={copy.offline} action={retry} />;
    case 'error':
      return (
        <Notice tone="error" action={retry}>
          {errorMessage}
        </Notice>
      );
    case 'not-found':
      return (
        <Stack space="3">
          <Notice tone="info">{bookingsCopy.errors.notFound}</Notice>
          <p>{browse}</p>
        </Stack>
      );
    case 'loaded': {
      if (bookings.length === 0) {
        return (
          <Stack space="2">
            {offline ? <OfflineNotice title={copy.offlineTitle} message={copy.offline} /> : null}
            <p>{copy.empty}</p>
            <p>{browse}</p>
          </Stack>
        );
      }
      const list = (
        <Stack as="ul" space="4">
          {bookings.map((booking) => (
            <li key={booking.id}>
              <BookingItem
                booking={booking}
                now={now}
                onFeedback={onFeedback}
                invoiceHref={invoiceHrefOf?.(booking)}
                headingLevel={headingLevel}
                onReschedule={onReschedule}
                onCancel={onCancel}
                contactHref={contactHref}
                offline={offline}
                onPayAgain={onPayAgain}
                payingAgain={payingAgainId !== undefined && payingAgainId === booking.id}
              />
            </li>
          ))}
        </Stack>
      );
      return offline ? (
        <Stack space="6">
          <OfflineNotice title={copy.offlineTitle} message={copy.offline} />
          {list}
        </Stack>
      ) : (
        list
      );
    }
  }
}
