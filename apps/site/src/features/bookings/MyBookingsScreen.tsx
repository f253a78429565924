import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { FEEDBACK_TOAST_MS, type Booking } from '@sukoon/contracts';
import { bookingsCopy } from '@sukoon/contracts/copy/bookings';
import { siteCopy } from '@sukoon/contracts/copy/site';
import { BookingList, type BookingListState } from '@sukoon/ui/patterns/BookingList';
import { PageHeading } from '@sukoon/ui/patterns/PageHeading';
import { Toast } from '@sukoon/ui/primitives/Toast';
import { useClock } from '../../lib/Clock';
import { useOnline } from '../../lib/OnlineStatus';
import { invoicePath, paths, type LoginRequestState } from '../../lib/paths';
import { useAccountFlows } from '../auth';
import { useInvoices } from '../invoices';
import { BookingsError, bookingsQueryOptions, cacheBookings, cachedBookings, useBookings } from './api/bookingDetails';
import { FeedbackDialog } from './FeedbackDialog';
import { markFeedbackSubmitted } from './feedback';
import * as styles from './MyBookingsScreen.css';

/**
 * /MyBookings and /myBookings (B2, B4, B8): the signed-in user's sessions with Join Meeting, Meeting link is not
 * available, Submit Feedback and Feedback Submitted by the page's clock; the last list (userBookingsCache) shows
 * at once while the fresh one loads; not found, error and offline states with the spec's texts; a 401 ends the
 * session and asks to sign in again.
 */
export function MyBookingsScreen() {
  const online = useOnline();
  const now = useClock();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { session, clearSession } = useAccountFlows();
  const token = session?.token ?? null;
  const bookings = useBookings(token);
  // The invoices are extra: without them (still loading, or failed) the bookings show without their Invoice links.
  const invoices = useInvoices(token);
  const invoiceIds = new Map(
    invoices.data?.flatMap((i) => (i.booking_id === null ? [] : [[String(i.booking_id), i.id]])),
  );
  const invoiceHrefOf = (booking: Booking) => {
    const invoiceId = invoiceIds.get(String(booking.id));
    return invoiceId === undefined ? undefined : invoicePath(invoiceId);
  };
  const [cached] = useState(cachedBookings);
  const [feedbackFor, setFeedbackFor] = useState<Booking>();
  const [thanked, setThanked] = useState(false);

  const failure = bookings.error instanceof BookingsError ? bookings.error : undefined;
  const expired = failure?.failure === 'expired';
  useEffect(() => {
    if (!expired) return;
    clearSession();
    const request: LoginRequestState = {
      openLogin: true,
      message: bookingsCopy.errors.sessionExpired,
      returnTo: paths.myBookings,
    };
    navigate(paths.home, { replace: true, state: request });
  }, [expired, clearSession, navigate]);

  const shown = bookings.data ?? (bookings.isPending ? cached : null);
  let state: BookingListState;
  if (shown) state = 'loaded';
  else if (!online) state = 'offline';
  else if (failure?.failure === 'not-found') state = 'not-found';
  else if (bookings.isError) state = 'error';
  else state = 'loading';

  const onSubmitted = (booking: Booking) => {
    const updated = markFeedbackSubmitted(shown ?? [], booking.id);
    queryClient.setQueryData(bookingsQueryOptions(token).queryKey, updated);
    cacheBookings(updated);
    setThanked(true);
  };

  return (
    <>
      <PageHeading title={siteCopy.pages.myBookings.heading} />
      <div className={styles.section}>
        <BookingList
          state={state}
          bookings={shown ?? []}
          now={now()}
          onFeedback={setFeedbackFor}
          errorMessage={failure?.message ?? bookingsCopy.errors.failed}
          onRetry={() => void bookings.refetch()}
          servicesHref={paths.services}
          headingLevel={2}
          invoiceHrefOf={invoiceHrefOf}
        />
      </div>
      <FeedbackDialog booking={feedbackFor} onClose={() => setFeedbackFor(undefined)} onSubmitted={onSubmitted} />
      <Toast
        tone="success"
        message={bookingsCopy.feedback.submitted}
        open={thanked && feedbackFor === undefined}
        autoHideMs={FEEDBACK_TOAST_MS}
        onDismiss={() => setThanked(false)}
      />
    </>
  );
}
