// The booking feature's public face: other features, pages and the app import only from here.
export { BookingModalContainer, type BookingModalContainerProps, type BookingTarget } from './BookingModalContainer';
// My Bookings' reschedule reads the same booked sessions, with the same failure banners.
export { bookedSessionsQueryOptions, useBookedSessions } from './api/bookedSessions';
export { bookedSessionsFailure } from './sessionsWarning';
