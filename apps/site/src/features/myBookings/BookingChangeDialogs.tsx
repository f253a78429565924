import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { buildSlots, type Booking } from '@sukoon/contracts';
import { CancelBookingDialog, type CancelBookingStatus } from '@sukoon/ui/patterns/CancelBookingDialog';
import { dayButtons } from '@sukoon/ui/patterns/DayPicker';
import { RescheduleDialog, withCurrentSlot, type RescheduleStatus } from '@sukoon/ui/patterns/RescheduleDialog';
import { useClock } from '../../lib/Clock';
import { useOnline } from '../../lib/OnlineStatus';
import { bookedSessionsFailure, bookedSessionsQueryOptions, useBookedSessions } from '../booking';
import {
  bookingChangeFailure,
  useCancelBooking,
  useRescheduleBooking,
  type BookingChange,
  type BookingChangeFailure,
} from './api/bookingChanges';

export interface BookingChangeDialogProps {
  booking: Booking;
  onClose(): void;
  /** The server made the change: the page shows the changed booking and the server's message. */
  onChanged(change: BookingChange): void;
  /** Refused (409): what the page shows may be out of date, so it reloads the bookings. */
  onRefused(): void;
  /** 401: the sign-in has ended. */
  onExpired(): void;
}

/** What a change's outcome does to the page and what the dialog shows of it, the same for both dialogs. */
function useChangeOutcome({ booking, onClose, onChanged, onRefused, onExpired }: BookingChangeDialogProps) {
  const online = useOnline();
  const [failure, setFailure] = useState<BookingChangeFailure>();
  const fail = (error: unknown) => {
    const next = bookingChangeFailure(error);
    setFailure(next);
    if (next.kind === 'refused') onRefused();
    if (next.kind === 'expired') onExpired();
  };
  // Without a connection nothing is sent; the choice stays for when it is back.
  const sendOnline = (send: () => void) => (online ? send() : setFailure({ kind: 'offline' }));
  // 'expired' leaves the page, so the dialog stays as it was.
  const shown = failure?.kind === 'expired' ? undefined : failure;
  // What both dialogs are given alike.
  const dialog = {
    open: true,
    onOpenChange: (open: boolean) => !open && onClose(),
    booking,
    message: shown && 'message' in shown ? shown.message : undefined,
  };
  // The change's mutation options: a new try clears the last failure.
  const outcome = { onMutate: () => setFailure(undefined), onSuccess: onChanged, onError: fail };
  return { outcome, sendOnline, shown, dialog };
}

/** My Bookings' Reschedule: the booking modal's days and slots for this session's service, then the move. */
export function RescheduleBooking({ booking, onClose, onChanged, onRefused, onExpired }: BookingChangeDialogProps) {
  const now = useClock();
  const queryClient = useQueryClient();
  const [days] = useState(() => dayButtons(now()));
  // Opens on the session's own day (when still in the window), so its slot is in view, marked as its own.
  const [date, setDate] = useState(() => days.find((day) => day.date === booking.date)?.date);
  const [slot, setSlot] = useState<string>();
  const serviceId = booking.serviceId ?? '';
  const booked = useBookedSessions(serviceId);
  // Offline, the slot picker says so instead of the banner that every slot is free.
  const sessionsFailure = booked.isError && !booked.offline ? bookedSessionsFailure(booked.error) : undefined;
  const { outcome, sendOnline, shown, dialog } = useChangeOutcome({
    booking,
    onClose,
    onChanged,
    onRefused: () => {
      // The time was taken meanwhile (or the session can no longer move): the grid shows who has what now.
      setSlot(undefined);
      void queryClient.invalidateQueries({ queryKey: bookedSessionsQueryOptions(serviceId).queryKey });
      onRefused();
    },
    onExpired,
  });
  const move = useRescheduleBooking(booking.id, outcome);

  const slots = date
    ? withCurrentSlot(buildSlots({ date, now: now(), booked: booked.isSuccess ? booked.data : [] }), date, booking)
    : [];
  const submit = () => {
    if (move.isPending || !date || !slot) return;
    sendOnline(() => move.mutate({ date, slot }));
  };
  const status: RescheduleStatus = move.isPending ? 'submitting' : (shown?.kind ?? 'picking');

  return (
    <RescheduleDialog
      {...dialog}
      days={days}
      selectedDate={date}
      onSelectDate={(next) => {
        setDate(next);
        setSlot(undefined);
      }}
      slots={slots}
      slotsLoading={booked.isPending}
      slotsOffline={booked.offline}
      selectedSlot={slot}
      onSelectSlot={setSlot}
      status={status}
      sessionsWarning={sessionsFailure && !sessionsFailure.expired ? sessionsFailure.warning : undefined}
      onSubmit={submit}
    />
  );
}

/** My Bookings' Cancel session: what comes back, then the cancellation. */
export function CancelBooking(props: BookingChangeDialogProps) {
  const { outcome, sendOnline, shown, dialog } = useChangeOutcome(props);
  const cancel = useCancelBooking(props.booking.id, outcome);
  const confirm = () => {
    if (cancel.isPending) return;
    sendOnline(() => cancel.mutate());
  };
  const status: CancelBookingStatus = cancel.isPending ? 'submitting' : (shown?.kind ?? 'confirm');
  return <CancelBookingDialog {...dialog} status={status} onConfirm={confirm} />;
}
