import { bookingCopy } from '@sukoon/contracts/copy/booking';

/** What decides whether "Book & Pay Now" may be pressed (02 section 4, Booking flow). */
export interface BookingReadiness {
  selectedDate?: string | null;
  selectedSlot?: string | null;
  termsAccepted: boolean;
  slotsLoading?: boolean;
  submitting?: boolean;
  /** A booking that already succeeded must not be sent twice. */
  booked?: boolean;
}

/** Enabled only when date, slot and terms are all set and nothing is loading (or already done). */
export function canSubmitBooking(state: BookingReadiness): boolean {
  return (
    isSet(state.selectedDate) &&
    isSet(state.selectedSlot) &&
    state.termsAccepted &&
    !state.slotsLoading &&
    !state.submitting &&
    !state.booked
  );
}

/** The first thing still missing, for the line under a disabled button; null when nothing is. */
export function missingStep(state: BookingReadiness): string | null {
  if (state.booked || state.submitting) return null;
  if (state.slotsLoading) return bookingCopy.missing.loading;
  if (!isSet(state.selectedDate)) return bookingCopy.missing.date;
  if (!isSet(state.selectedSlot)) return bookingCopy.missing.slot;
  if (!state.termsAccepted) return bookingCopy.missing.terms;
  return null;
}

function isSet(value: string | null | undefined): value is string {
  return typeof value === 'string' && value.trim() !== '';
}
