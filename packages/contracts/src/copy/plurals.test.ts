import { describe, expect, it } from 'vitest';
import { BOOKING_MESSAGES, bookingCopy } from './booking';
import { bookingsCopy } from './bookings';
import { limitsCopy } from './limits';
import { mailCopy } from './mail';
import { membershipsCopy } from './memberships';
import { staffCopy } from './staff';

// Literal on purpose: each plural and select choice lives in a message, and these are its exact words.
describe('plural and select choices in the copy', () => {
  it('says hour or hours by the count', () => {
    expect(BOOKING_MESSAGES.pastCutoff(1)).toBe(
      'Sessions can be rescheduled or cancelled up to 1 hour before they start. For this one it is too late; please contact us.',
    );
    expect(BOOKING_MESSAGES.movedInsideCutoff(24)).toBe(
      'It starts within 24 hours, so it cannot be moved or cancelled again.',
    );
    expect(bookingsCopy.changes.closed(1)).toBe('Changes close 1 hour before the session. To change it now, please');
    expect(bookingsCopy.changes.cutoffNote(24, '10:30 am IST on Sun, 22 Nov 2026')).toBe(
      'Sessions can be moved or cancelled up to 24 hours before they start: for this one, until 10:30 am IST on Sun, 22 Nov 2026.',
    );
  });

  it('says credit or credits, and is or are, by the count', () => {
    expect(BOOKING_MESSAGES.cancelledWithCredits(1, 2)).toBe(
      'Your session is cancelled. 1 credit is back on your membership; you have 2 credits.',
    );
    expect(BOOKING_MESSAGES.cancelledWithCredits(2, 1)).toBe(
      'Your session is cancelled. 2 credits are back on your membership; you have 1 credit.',
    );
    expect(bookingCopy.creditsBooked()).toBe('Your session is booked and confirmed.');
    expect(bookingCopy.creditsBooked(1)).toBe('Your session is booked and confirmed: 1 credit used.');
    expect(bookingCopy.creditsBooked(2, 3)).toBe('Your session is booked and confirmed: 2 credits used, 3 left.');
    expect(mailCopy.sessionCancelled.creditsReturned(1)).toBe(
      '1 membership credit is back on your membership, ready for another booking.',
    );
    expect(membershipsCopy.card.validityMonths(1)).toBe('1 month');
  });

  it('chooses exact values and units inside the message', () => {
    expect(mailCopy.sessionReminder.when(24)).toBe('tomorrow');
    expect(mailCopy.sessionReminder.when(1)).toBe('in 1 hour');
    expect(mailCopy.sessionReminder.when(2)).toBe('in 2 hours');
    expect(limitsCopy.wait('second', 1)).toBe('1 second');
    expect(limitsCopy.wait('minute', 15)).toBe('15 minutes');
    expect(BOOKING_MESSAGES.reserved(15)).toBe(
      'Your slot is reserved for 15 minutes. Complete the payment to confirm your session.',
    );
  });

  it('counts the staff area’s coupons and their uses', () => {
    expect(staffCopy.coupons.count(1, 1)).toBe('1 active of 1 coupon');
    expect(staffCopy.coupons.count(2, 3)).toBe('2 active of 3 coupons');
    expect(staffCopy.coupons.used(1, null)).toBe('Used 1 time, no total limit');
    expect(staffCopy.coupons.used(2, null)).toBe('Used 2 times, no total limit');
    expect(staffCopy.coupons.reserved(1)).toBe('1 unpaid order holds a use');
    expect(staffCopy.coupons.reserved(2)).toBe('2 unpaid orders hold a use');
  });
});
