export { BookingItem, bookingActions, paymentStatusTones, type BookingItemProps } from './BookingItem';
