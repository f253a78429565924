import type { Booking } from '@sukoon/contracts';
import { bookingsCopy } from '@sukoon/contracts/copy/bookings';
import { shellCopy } from '@sukoon/contracts/copy/shell';
import { Dialog } from '@sukoon/ui/primitives/Dialog';
import { FeedbackSteps, type FeedbackFormValues } from '@sukoon/ui/patterns/FeedbackSteps';
import { useAuth } from '../auth';
import { useSubmitReview } from './api/submitReview';
import { reviewPayload } from './feedback';

export interface FeedbackDialogProps {
  /** The session the feedback is about; undefined: closed. */
  booking: Booking | undefined;
  onClose(): void;
  /** After the server stored it: the page marks the booking submitted. */
  onSubmitted(booking: Booking): void;
}

/** The feedback modal (B2, B4): the four steps in a dialog, sent as one review of this booking. */
export function FeedbackDialog({ booking, onClose, onSubmitted }: FeedbackDialogProps) {
  return (
    <Dialog
      closeLabel={shellCopy.close}
      open={booking !== undefined}
      onOpenChange={(open) => !open && onClose()}
      title={bookingsCopy.feedback.title}
      description={booking?.title}
    >
      {/* A fresh form per session: nothing typed for one carries over to another. */}
      {booking ? <FeedbackForm key={booking.id} booking={booking} onClose={onClose} onSubmitted={onSubmitted} /> : null}
    </Dialog>
  );
}

function FeedbackForm({ booking, onClose, onSubmitted }: FeedbackDialogProps & { booking: Booking }) {
  const { session } = useAuth();
  const submission = useSubmitReview({ onSuccess: () => onSubmitted(booking) });
  const status = submission.isPending
    ? 'submitting'
    : submission.isSuccess
      ? 'success'
      : submission.isError
        ? 'failed'
        : 'idle';
  return (
    <FeedbackSteps
      status={status}
      error={submission.error?.message}
      onSubmit={(values: FeedbackFormValues) => submission.mutate(reviewPayload(booking, values, session?.user))}
      onClose={onClose}
    />
  );
}
