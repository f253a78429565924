// The booking feature's public face: other features, pages and the app import only from here.
export { BookingDialog, type BookingDialogProps, type BookingTarget } from './BookingDialog';
