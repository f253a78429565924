import { Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { bookingsToList, FEEDBACK_TOAST_MS, type Booking } from '@sukoon/contracts';
import { bookingsCopy } from '@sukoon/contracts/copy/bookings';
import { myBookingsPageCopy } from '@sukoon/contracts/copy/pages/myBookings';
import { shellCopy } from '@sukoon/contracts/copy/shell';
import { BookingList, type BookingListState } from '@sukoon/ui/patterns/BookingList';
import { PageHeading } from '@sukoon/ui/patterns/PageHeading';
import { Toast } from '@sukoon/ui/primitives/Toast';
import { lazyNamed } from '@sukoon/ui/lazyNamed';
import { useClock } from '../../lib/Clock';
import { useOnline } from '../../lib/OnlineStatus';
import { invoicePath, paths, type LoginRequestState } from '../../lib/paths';
import { useAuth } from '../auth';
import { useInvoices } from '../invoices';
import { membershipQueryKey } from '../memberships';
import { paymentStatusUrl, ProviderPayment } from '../payments';
import { BookingsError, bookingsQueryOptions, cacheBookings, cachedBookings, useBookings } from './api/bookingDetails';
import { replaceBooking, type BookingChange } from './api/bookingChanges';
import { usePayAgain } from './api/payAgain';
import { markFeedbackSubmitted } from './feedback';
import * as styles from './MyBookingsScreen.css';

// The dialogs (Radix's Dialog, the feedback form, the reschedule slot grid) load once the list is shown, not with
// the page: most visits only read it or join a meeting. The feedback dialog is mounted from the first time it opens,
// then kept, so closing plays out like opening; a change dialog is mounted while its booking is being changed.
const loadChangeDialogs = () => import('./BookingChangeDialogs');
const loadFeedbackDialog = () => import('./FeedbackDialog');
const RescheduleBooking = lazyNamed(loadChangeDialogs, 'RescheduleBooking');
const CancelBooking = lazyNamed(loadChangeDialogs, 'CancelBooking');
const FeedbackDialog = lazyNamed(loadFeedbackDialog, 'FeedbackDialog');

/**
 * /MyBookings and /myBookings (B2, B4, B8): the signed-in user's sessions with Join Meeting, Meeting link is not
 * available, Submit Feedback and Feedback Submitted by the page's clock; the last list (userBookingsCache) shows
 * at once while the fresh one loads; not found, error and offline states with the spec's texts; a 401 ends the
 * session and asks to sign in again. A confirmed session is rescheduled or cancelled in its dialog; the
 * changed booking replaces the old one in the list and its cache at once, with the server's message as a toast.
 */
export function MyBookingsScreen() {
  const online = useOnline();
  const now = useClock();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { session, clearSession } = useAuth();
  const token = session?.token ?? null;
  const owner = session?.user.username;
  const bookings = useBookings(token, owner);
  // The invoices are extra: without them (still loading, or failed) the bookings show without their Invoice links.
  const invoices = useInvoices(token);
  const invoiceIds = new Map(
    invoices.data?.flatMap((i) => (i.booking_id === null ? [] : [[String(i.booking_id), i.id]])),
  );
  const invoiceHrefOf = (booking: Booking) => {
    const invoiceId = invoiceIds.get(String(booking.id));
    return invoiceId === undefined ? undefined : invoicePath(invoiceId);
  };
  // Read once per account: another user's list is never shown, not even while this one's loads.
  const cached = useMemo(() => cachedBookings(owner), [owner]);
  const [feedbackFor, setFeedbackFor] = useState<Booking>();
  const [thanked, setThanked] = useState(false);
  // The booking being rescheduled or cancelled, and the server's words after a change.
  const [changing, setChanging] = useState<{ action: 'reschedule' | 'cancel'; booking: Booking }>();
  const [changed, setChanged] = useState<string>();
  // After a cancellation its buttons are gone: focus goes to the booking's heading instead of the page's top.
  const [focusBooking, setFocusBooking] = useState<Booking['id']>();
  useEffect(() => {
    if (focusBooking === undefined) return;
    // After the dialog's own focus return (Radix schedules it when the dialog unmounts).
    const timer = setTimeout(() => {
      const item = document.querySelector(`[data-booking-id="${CSS.escape(String(focusBooking))}"]`);
      document.getElementById(item?.getAttribute('aria-labelledby') ?? '')?.focus();
      setFocusBooking(undefined);
    });
    return () => clearTimeout(timer);
  }, [focusBooking]);

  const failure = bookings.error instanceof BookingsError ? bookings.error : undefined;
  const endSession = useCallback(() => {
    clearSession();
    const request: LoginRequestState = {
      openLogin: true,
      message: bookingsCopy.errors.sessionExpired,
      returnTo: paths.myBookings,
    };
    navigate(paths.home, { replace: true, state: request });
  }, [clearSession, navigate]);
  const expired = failure?.failure === 'expired';
  useEffect(() => {
    if (expired) endSession();
  }, [expired, endSession]);

  const shown = bookings.data ?? (bookings.isPending ? cached : null);
  let state: BookingListState;
  if (shown) state = 'loaded';
  else if (!online) state = 'offline';
  else if (failure?.failure === 'not-found') state = 'not-found';
  else if (bookings.isError) state = 'error';
  else state = 'loading';

  // Fetched as soon as the list is on screen, so a dialog opens at once on the first tap, offline too.
  const listShown = state === 'loaded';
  useEffect(() => {
    if (!listShown) return;
    loadChangeDialogs().catch(() => undefined);
    loadFeedbackDialog().catch(() => undefined);
  }, [listShown]);
  const [feedbackMounted, setFeedbackMounted] = useState(false);
  if (feedbackFor && !feedbackMounted) setFeedbackMounted(true);

  const onSubmitted = (booking: Booking) => {
    const updated = markFeedbackSubmitted(shown ?? [], booking.id);
    queryClient.setQueryData(bookingsQueryOptions(token).queryKey, updated);
    cacheBookings(owner, updated);
    setThanked(true);
  };

  // Pay again of a held booking whose payment failed: the same hand-over to the gateway as the booking dialog's.
  const [providerHtml, setProviderHtml] = useState<string>();
  const [payFailed, setPayFailed] = useState<string>();
  const payAgain = usePayAgain({
    onSuccess: (outcome) => {
      switch (outcome.type) {
        case 'expired':
          return endSession();
        case 'failed':
          return setPayFailed(outcome.message);
        case 'form':
          return setProviderHtml(outcome.html);
        case 'paid':
          setChanged(outcome.message);
          return void bookings.refetch();
        case 'navigate':
          return void navigate(outcome.to, outcome.state ? { state: outcome.state } : undefined);
      }
    },
  });

  // The changed booking shows at once (and on the next visit), before any reload.
  const onChanged = (change: BookingChange) => {
    const updated = replaceBooking(shown ?? [], change.booking);
    queryClient.setQueryData(bookingsQueryOptions(token).queryKey, updated);
    cacheBookings(owner, updated);
    // Credits came back: My Membership and the next booking read the balance again.
    if (change.creditsReturned) void queryClient.invalidateQueries({ queryKey: membershipQueryKey });
    if (changing?.action === 'cancel') setFocusBooking(change.booking.id);
    setChanging(undefined);
    setChanged(change.message);
  };
  const changeProps = changing && {
    booking: changing.booking,
    onClose: () => setChanging(undefined),
    onChanged,
    onRefused: () => void bookings.refetch(),
    onExpired: endSession,
  };

  return (
    <>
      <PageHeading title={myBookingsPageCopy.heading} />
      <div className={styles.section}>
        <BookingList
          state={state}
          bookings={shown ? bookingsToList(shown, now()) : []}
          now={now()}
          onFeedback={setFeedbackFor}
          errorMessage={failure?.message ?? bookingsCopy.errors.failed}
          onRetry={() => void bookings.refetch()}
          servicesHref={paths.services}
          headingLevel={2}
          invoiceHrefOf={invoiceHrefOf}
          onReschedule={(booking) => setChanging({ action: 'reschedule', booking })}
          onCancel={(booking) => setChanging({ action: 'cancel', booking })}
          contactHref={paths.contact}
          offline={!online}
          onPayAgain={(booking) => {
            setPayFailed(undefined);
            payAgain.mutate(booking);
          }}
          payingAgainId={payAgain.isPending ? payAgain.variables.id : undefined}
        />
      </div>
      <Suspense fallback={null}>
        {changeProps && changing?.action === 'reschedule' ? <RescheduleBooking {...changeProps} /> : null}
        {changeProps && changing?.action === 'cancel' ? <CancelBooking {...changeProps} /> : null}
        {feedbackMounted ? (
          <FeedbackDialog booking={feedbackFor} onClose={() => setFeedbackFor(undefined)} onSubmitted={onSubmitted} />
        ) : null}
      </Suspense>
      <Toast
        dismissLabel={shellCopy.dismiss}
        tone="success"
        message={bookingsCopy.feedback.submitted}
        open={thanked && feedbackFor === undefined}
        autoHideMs={FEEDBACK_TOAST_MS}
        onDismiss={() => setThanked(false)}
      />
      {providerHtml !== undefined ? (
        <ProviderPayment
          html={providerHtml}
          onCancel={() => {
            setProviderHtml(undefined);
            navigate(paymentStatusUrl({ status: 'cancel' }));
          }}
        />
      ) : null}
      <Toast
        dismissLabel={shellCopy.dismiss}
        tone="error"
        message={payFailed}
        open={payFailed !== undefined}
        onDismiss={() => setPayFailed(undefined)}
      />
      <Toast
        dismissLabel={shellCopy.dismiss}
        tone="success"
        message={changed}
        open={changed !== undefined && changing === undefined}
        onDismiss={() => setChanged(undefined)}
      />
    </>
  );
}
