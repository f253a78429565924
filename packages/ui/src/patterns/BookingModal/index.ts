export {
  BookingModal,
  bookingNoticeKinds,
  type BookingModalProps,
  type BookingModalService,
  type BookingNotice,
  type BookingNoticeKind,
  type PayWith,
} from './BookingModal';
export { canSubmitBooking, missingStep, type BookingReadiness } from './bookingState';
