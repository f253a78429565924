import { ordersCopy } from '@sukoon/contracts/copy/orders';

const creditCount = ordersCopy.credits.count;

export const BOOKING_MESSAGES = {
  slotTaken: 'This slot has just been booked by someone else. Please choose another time.',
  notInSeries: 'This is not one of the available time slots. Please choose a time from the list.',
  outsideWindow: 'Sessions can be booked from today up to 6 days ahead. Please choose another date.',
  past: 'This time has already passed. Please choose a later slot.',
  contactOnly: 'This service is arranged with our team. Please contact us to book it.',
  serviceNotFound: 'Service not found.',
  tooManyHolds:
    'You have unpaid bookings waiting for payment. Please complete or let them expire before booking another slot.',
  reserved: (minutes: number) =>
    `Your slot is reserved for ${minutes} minutes. Complete the payment to confirm your session.`,
  alreadyReserved: 'You have already reserved this slot. Complete the payment to confirm your session.',
  alreadyBooked: 'You have already booked this slot. It is confirmed; see My Bookings.',
  /** Reschedule and cancel. Another person's booking is "not found" too: its existence is not theirs. */
  bookingNotFound: 'Booking not found.',
  notConfirmed: 'Only a confirmed (paid) session can be rescheduled or cancelled.',
  alreadyCancelled: 'This session has already been cancelled.',
  pastCutoff: (hours: number) =>
    `Sessions can be rescheduled or cancelled up to ${hours} hour${hours === 1 ? '' : 's'} before they start. For this one it is too late; please contact us.`,
  sameSlot: 'Your session is already at this time. Please choose another slot.',
  rescheduled: (date: string, time: string) =>
    `Your session is moved to ${date} at ${time}. We have e-mailed you the updated invitation.`,
  movedInsideCutoff: (hours: number) =>
    `It starts within ${hours} hour${hours === 1 ? '' : 's'}, so it cannot be moved or cancelled again.`,
  cancelledWithCredits: (returned: number, left: number) =>
    `Your session is cancelled. ${creditCount(returned)} ${returned === 1 ? 'is' : 'are'} back on your membership; you have ${creditCount(left)}.`,
  cancelledCreditsLapsed: (returned: number, endedOn: string) =>
    `Your session is cancelled. ${creditCount(returned)} went back to your membership, but it ended on ${endedOn}: unused credits lapse with it.`,
  cancelledWithRefund:
    'Your session is cancelled. A refund of your payment is requested; our team will return it to the way you paid.',
} as const;
