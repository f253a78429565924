import { useId } from 'react';
import { formatDateLong, formatSessionTime, sessionStart, type Booking } from '@sukoon/contracts';
import { bookingsCopy } from '@sukoon/contracts/copy/bookings';
import { shellCopy } from '@sukoon/contracts/copy/shell';
import { Button } from '../../primitives/Button';
import { Dialog } from '../../primitives/Dialog';
import { Notice } from '../../primitives/Notice';
import { useViewerTimeZone } from '../../theme/viewerTimeZone';
import { changeCutoffHoursOf, changesCloseText } from '../BookingItem';
import { type SlotGridSlot } from '../SlotGrid';
import { SlotPicker, type SlotChoice } from '../SlotPicker';
import * as styles from './RescheduleDialog.css';
import { Text } from '../../primitives/Text';

/**
 * Where a reschedule stands: choosing, the call in flight, refused because the time was taken meanwhile (or the
 * session can no longer move: the server's words say which), another failure (Try again), or no connection.
 */
export const rescheduleStatuses = ['picking', 'submitting', 'refused', 'error', 'offline'] as const;
export type RescheduleStatus = (typeof rescheduleStatuses)[number];

/** The new day and time (SlotChoice; the session's own slot comes flagged `isCurrent`) and the move's status. */
export interface RescheduleDialogProps extends SlotChoice {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** The confirmed session being moved. */
  booking: Booking;
  status: RescheduleStatus;
  /** The server's reason in the refused and error states. */
  message?: string;
  /** The amber booked-sessions banner when those could not be read (the server still refuses a taken slot). */
  sessionsWarning?: string;
  /** Move session, and Try again after a failure. */
  onSubmit(): void;
}

const copy = bookingsCopy.changes;

/** A day's slots with the session's own one flagged, so the grid marks it "Your session" and it cannot be chosen. */
export function withCurrentSlot<S extends SlotGridSlot>(
  slots: readonly S[],
  date: string | undefined,
  booking: Pick<Booking, 'date' | 'time'>,
): S[] {
  return slots.map((slot) =>
    date === booking.date && slot.time === booking.time.slice(0, 5) ? { ...slot, isCurrent: true } : slot,
  );
}

/**
 * Reschedule a confirmed session: when it is now, until when it can change, then the booking modal's day picker and
 * slot grid (the session's own slot marked and not choosable) and "Move session". Renders from props alone.
 */
export function RescheduleDialog({
  open,
  onOpenChange,
  booking,
  days,
  selectedDate,
  onSelectDate,
  slots,
  slotsLoading,
  slotsOffline,
  selectedSlot,
  onSelectSlot,
  status,
  message,
  sessionsWarning,
  onSubmit,
}: RescheduleDialogProps) {
  const missingId = useId();
  const viewerTimeZone = useViewerTimeZone();
  const submitting = status === 'submitting';
  const start = sessionStart(booking.date, booking.time);
  const now = `${formatDateLong(booking.date)} · ${start ? formatSessionTime(start, viewerTimeZone) : booking.time}`;
  const missing = selectedSlot === undefined ? copy.rescheduleDialog.chooseSlot : undefined;

  const footer = (
    <div className={styles.footer}>
      <RescheduleOutcome status={status} message={message} onRetry={onSubmit} />
      <div className={styles.submitRow}>
        {missing ? (
          <Text id={missingId} size="sm" tone="secondary" align={{ mobile: 'center', tablet: 'right' }}>
            {missing}
          </Text>
        ) : null}
        <Button
          onClick={onSubmit}
          disabled={missing !== undefined && !submitting}
          loading={submitting}
          loadingLabel={copy.rescheduleDialog.submitting}
          aria-describedby={missing ? missingId : undefined}
        >
          {copy.rescheduleDialog.submit}
        </Button>
      </div>
    </div>
  );

  return (
    <Dialog
      closeLabel={shellCopy.close}
      open={open}
      onOpenChange={onOpenChange}
      size="large"
      title={copy.rescheduleDialog.title}
      description={booking.title}
      // The move is in flight: an accidental click outside must not hide its outcome.
      dismissible={!submitting}
      footer={footer}
    >
      <div className={styles.body}>
        <Text className={styles.current}>
          <span className={styles.currentLabel}>{copy.rescheduleDialog.current}</span>
          <span className={styles.currentWhen}>{now}</span>
        </Text>
        {booking.changesCloseAt ? (
          <Text size="sm" tone="secondary">
            {copy.cutoffNote(changeCutoffHoursOf(booking), changesCloseText(booking.changesCloseAt, viewerTimeZone))}
          </Text>
        ) : null}
        {sessionsWarning ? <Notice tone="warning">{sessionsWarning}</Notice> : null}
        <SlotPicker
          days={days}
          selectedDate={selectedDate}
          onSelectDate={onSelectDate}
          slots={slots}
          slotsLoading={slotsLoading}
          slotsOffline={slotsOffline}
          selectedSlot={selectedSlot}
          onSelectSlot={onSelectSlot}
          daysLabel={copy.rescheduleDialog.chooseNew}
          disabled={submitting}
        />
      </div>
    </Dialog>
  );
}

function RescheduleOutcome({
  status,
  message,
  onRetry,
}: {
  status: RescheduleStatus;
  message: string | undefined;
  onRetry(): void;
}) {
  switch (status) {
    case 'refused':
      return <Notice tone="warning">{message ?? copy.rescheduleDialog.slotTaken}</Notice>;
    case 'error':
      return (
        <Notice tone="error" action={{ label: copy.tryAgain, onClick: onRetry }}>
          {copy.rescheduleDialog.failed(message ?? '')}
        </Notice>
      );
    case 'offline':
      return <Notice tone="warning">{copy.offline}</Notice>;
    default:
      return null;
  }
}
