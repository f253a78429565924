import { formatDateLong, formatInr, formatSessionTime, sessionStart, type Booking } from '@sukoon/contracts';
import { bookingsCopy } from '@sukoon/contracts/copy/bookings';
import { shellCopy } from '@sukoon/contracts/copy/shell';
import { Dialog } from '../../primitives/Dialog';
import { Notice } from '../../primitives/Notice';
import { useViewerTimeZone } from '../../theme/viewerTimeZone';
import { DialogActions } from '../DialogActions';
import { changeCutoffHoursOf, changesCloseText } from '../BookingItem';
import * as styles from './CancelBookingDialog.css';
import { Text } from '../../primitives/Text';

/**
 * Where a cancellation stands: asking, the call in flight, refused (past the cut-off or no longer confirmed: the
 * server's words say which, and trying again cannot help), another failure (Try again), or no connection.
 */
export const cancelBookingStatuses = ['confirm', 'submitting', 'refused', 'error', 'offline'] as const;
export type CancelBookingStatus = (typeof cancelBookingStatuses)[number];

export interface CancelBookingDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** The confirmed session to cancel: how it was paid decides what the dialog promises. */
  booking: Booking;
  status: CancelBookingStatus;
  /** The server's reason in the refused and error states. */
  message?: string;
  /** Cancel session, and Try again after a failure. */
  onConfirm(): void;
}

const copy = bookingsCopy.changes;

/** What cancelling gives back, said before confirming: the credits at once, or a card refund asked of our team. */
export function cancellationPromise(booking: Booking): string {
  const c = copy.cancelDialog;
  if (booking.paymentMethod === 'credits' && booking.creditsUsed) return c.credits(booking.creditsUsed);
  return booking.price !== null ? c.card(formatInr(booking.price)) : c.cardNoAmount;
}

/**
 * "Cancel this session?": the session, what happens to the money, the cut-off setting, then "Keep session" (focused
 * first, so Enter never cancels by accident) and "Cancel session". Renders from props alone.
 */
export function CancelBookingDialog({
  open,
  onOpenChange,
  booking,
  status,
  message,
  onConfirm,
}: CancelBookingDialogProps) {
  const viewerTimeZone = useViewerTimeZone();
  const submitting = status === 'submitting';
  const start = sessionStart(booking.date, booking.time);
  const when = `${formatDateLong(booking.date)} · ${start ? formatSessionTime(start, viewerTimeZone) : booking.time}`;

  const footer = (
    // The way out comes first and is focused first: keeping the session is the safe default.
    <DialogActions
      back={{ label: copy.cancelDialog.keep, onClick: () => onOpenChange(false), disabled: submitting }}
      main={{
        label: copy.cancelDialog.submit,
        variant: 'critical',
        onClick: onConfirm,
        // Refused: the server has said no for a reason that trying again cannot change.
        disabled: status === 'refused',
        loading: submitting,
        loadingLabel: copy.cancelDialog.submitting,
      }}
    />
  );

  return (
    <Dialog
      closeLabel={shellCopy.close}
      open={open}
      onOpenChange={onOpenChange}
      size="small"
      title={copy.cancelDialog.title}
      description={booking.title}
      dismissible={!submitting}
      footer={footer}
    >
      <div className={styles.body}>
        <Text tone="primary" weight="semibold">
          {when}
        </Text>
        <p>{cancellationPromise(booking)}</p>
        {booking.changesCloseAt ? (
          <Text size="sm" tone="secondary">
            {copy.cutoffNote(changeCutoffHoursOf(booking), changesCloseText(booking.changesCloseAt, viewerTimeZone))}
          </Text>
        ) : null}
        <CancelOutcome status={status} message={message} onRetry={onConfirm} />
      </div>
    </Dialog>
  );
}

function CancelOutcome({
  status,
  message,
  onRetry,
}: {
  status: CancelBookingStatus;
  message: string | undefined;
  onRetry(): void;
}) {
  switch (status) {
    case 'refused':
      return <Notice tone="warning">{message ?? copy.cancelDialog.failed('')}</Notice>;
    case 'error':
      return (
        <Notice tone="error" action={{ label: copy.tryAgain, onClick: onRetry }}>
          {copy.cancelDialog.failed(message ?? '')}
        </Notice>
      );
    case 'offline':
      return <Notice tone="warning">{copy.offline}</Notice>;
    default:
      return null;
  }
}
