export {
  BookingModal,
  bookingNoticeKinds,
  type BookingModalProps,
  type BookingModalService,
  type BookingNotice,
  type BookingNoticeKind,
  type PayWith,
} from './BookingModal';
export {
  bookingErrorMessage,
  NOT_LOGGED_IN_MESSAGE,
  paymentFailureMessage,
  SESSION_EXPIRED_MESSAGE,
  SESSIONS_WARNINGS,
  type SessionsWarningKind,
} from './bookingMessages';
export { canSubmitBooking, missingStep, type BookingReadiness } from './bookingState';
