import { NOTICE_AUTO_HIDE_MS } from '@sukoon/contracts';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import {
  SESSION_MINUTES,
  STUDENT_SESSION_MINUTES,
  bookingWindow,
  buildSlots,
  validateBookingSelection,
  type Subcategory,
} from '@sukoon/contracts';
import { BookingModal, type BookingNotice, type PayWith } from '@sukoon/ui/patterns/BookingModal';
import { bookingCopy } from '@sukoon/contracts/copy/booking';
import { dayButton } from '@sukoon/ui/patterns/DayPicker';
import { useClock } from '../../lib/Clock';
import { paths } from '../../lib/paths';
import { withQuery } from '../../lib/QueryProvider';
import { readString } from '../../lib/storage';
import { servicesUrlFor } from '../../lib/categoryHash';
import { useAuth } from '../auth';
import { useCreditsFor } from '../memberships';
import { paymentStatusUrl, ProviderPayment } from '../payments';
import { bookedSessionsQueryOptions, useBookedSessions } from './api/bookedSessions';
import { useBookSession } from './api/bookSession';
import { bookedSessionsFailure } from './sessionsWarning';

export interface BookingTarget {
  service: Subcategory;
  /** The category the card was in, for the return address after signing in. */
  category: string;
  /** 'buy' is the student card: a 30-minute session (B1). */
  action: 'book' | 'buy';
}

export interface BookingModalContainerProps {
  target: BookingTarget | null;
  onClose(): void;
}

/**
 * The booking modal of the Services page with its data, submission and payment hand-over (B4). With TanStack Query:
 * it loads apart from the page, whose own data does not need the library on its first screen (lib/useApiQuery).
 */
export const BookingModalContainer = withQuery(BookingModalContainerContent);

function BookingModalContainerContent({ target, onClose }: BookingModalContainerProps) {
  if (!target) return null;
  // A new service starts a new booking: nothing chosen carries over.
  return <OpenBooking key={`${target.category}/${target.service.id}`} target={target} onClose={onClose} />;
}

function OpenBooking({ target, onClose }: { target: BookingTarget; onClose(): void }) {
  const { service, category, action } = target;
  const now = useClock();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { clearSession, openSignIn } = useAuth();
  const sessionMinutes = action === 'buy' ? STUDENT_SESSION_MINUTES : SESSION_MINUTES;

  const [days] = useState(() => bookingWindow(now()).map(dayButton));
  const [date, setDate] = useState<string>();
  const [slot, setSlot] = useState<string>();
  const [couponCode, setCouponCode] = useState('');
  const [gstNumber, setGstNumber] = useState('');
  const [termsAccepted, setTermsAccepted] = useState(false);
  const [payWith, setPayWith] = useState<PayWith>('card');
  const [notice, setNotice] = useState<BookingNotice>();
  const [providerHtml, setProviderHtml] = useState<string>();

  const booked = useBookedSessions(service.id);
  const credits = useCreditsFor(service.price);
  // Offline, the slot picker says so instead of the banner that every slot is free.
  const failure = booked.isError && !booked.offline ? bookedSessionsFailure(booked.error) : undefined;
  const sessionsWarning = failure && !failure.expired ? failure.warning : undefined;

  // A 401 on booked sessions: the token is removed and the user is asked to log in again (B8).
  const expiredHandled = useRef(false);
  useEffect(() => {
    if (!failure?.expired || expiredHandled.current) return;
    expiredHandled.current = true;
    clearSession();
    setNotice({ kind: 'session-expired', message: bookingCopy.sessionExpired });
  }, [failure?.expired, clearSession]);

  // Notices auto-hide after 5 s; after a success the chosen slot is taken, so it is cleared and the
  // booked sessions reloaded.
  useEffect(() => {
    if (!notice) return;
    const timer = setTimeout(() => {
      setNotice(undefined);
      if (notice.kind === 'success') {
        setSlot(undefined);
        void queryClient.invalidateQueries({ queryKey: bookedSessionsQueryOptions(service.id).queryKey });
      }
    }, NOTICE_AUTO_HIDE_MS);
    return () => clearTimeout(timer);
  }, [notice, queryClient, service.id]);

  const submission = useBookSession({
    onSuccess: (outcome) => {
      switch (outcome.type) {
        case 'notice':
          if (outcome.sessionExpired) clearSession();
          setNotice(outcome.notice);
          return;
        case 'form':
          setProviderHtml(outcome.html);
          return;
        case 'navigate':
          onClose();
          navigate(outcome.to, outcome.state ? { state: outcome.state } : undefined);
          return;
      }
    },
  });

  const slots = date
    ? buildSlots({ date, now: now(), booked: booked.isSuccess ? booked.data : [], duration: sessionMinutes })
    : [];

  const submit = () => {
    if (!readString('token')) {
      setNotice({ kind: 'not-logged-in', message: bookingCopy.notLoggedIn });
      return;
    }
    const missing = validateBookingSelection({ date, slot, termsAccepted });
    if (missing || !date || !slot) {
      setNotice({ kind: 'error', message: missing ?? '' });
      return;
    }
    setNotice(undefined);
    submission.mutate({
      service: { id: service.id, title: service.title, price: service.price },
      date,
      slot,
      sessionMinutes,
      couponCode,
      gstNumber,
      payWith: credits ? payWith : 'card',
    });
  };

  const login = () => {
    onClose();
    openSignIn({ returnTo: servicesUrlFor(category, service.id), message: notice?.message });
  };

  return (
    <>
      <BookingModal
        open={providerHtml === undefined}
        onOpenChange={(open) => {
          if (!open) onClose();
        }}
        // The duration shown is the one booked: 60 minutes, 30 for the student card.
        service={{ ...service, session_duration: sessionMinutes === STUDENT_SESSION_MINUTES ? '00:30:00' : '01:00:00' }}
        days={days}
        selectedDate={date}
        onSelectDate={(next) => {
          setDate(next);
          // B4: a new date clears the chosen slot.
          setSlot(undefined);
        }}
        slots={slots}
        slotsLoading={booked.isPending}
        slotsOffline={booked.offline}
        selectedSlot={slot}
        onSelectSlot={setSlot}
        couponCode={couponCode}
        gstNumber={gstNumber}
        onCouponChange={setCouponCode}
        onGstChange={setGstNumber}
        termsAccepted={termsAccepted}
        onTermsChange={setTermsAccepted}
        submitting={submission.isPending}
        onSubmit={submit}
        sessionsWarning={sessionsWarning}
        notice={notice}
        onLogin={login}
        viewBookingsHref={paths.dashboardBookings}
        credits={credits}
        payWith={payWith}
        onPayWithChange={setPayWith}
      />
      {providerHtml !== undefined ? (
        <ProviderPayment
          html={providerHtml}
          onCancel={() => {
            onClose();
            navigate(paymentStatusUrl({ status: 'cancel' }));
          }}
        />
      ) : null}
    </>
  );
}
