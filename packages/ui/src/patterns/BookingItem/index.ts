export {
  BookingItem,
  bookingActions,
  cancellationOutcome,
  changeCutoffHoursOf,
  changesCloseText,
  paymentStatusTones,
  type BookingItemProps,
} from './BookingItem';
