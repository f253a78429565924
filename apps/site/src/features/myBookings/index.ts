// The bookings feature's public face (My Bookings and feedback): pages import only from here.
export { MyBookingsScreen } from './MyBookingsScreen';
