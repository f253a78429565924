export { BookingList, bookingListStates, type BookingListProps, type BookingListState } from './BookingList';
