export {
  CancelBookingDialog,
  cancelBookingStatuses,
  cancellationPromise,
  type CancelBookingDialogProps,
  type CancelBookingStatus,
} from './CancelBookingDialog';
