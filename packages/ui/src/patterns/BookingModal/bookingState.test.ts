import { describe, expect, it } from 'vitest';
import { canSubmitBooking, missingStep, type BookingReadiness } from './bookingState';

const ready: BookingReadiness = { selectedDate: '2025-11-22', selectedSlot: '09:15', termsAccepted: true };

describe('canSubmitBooking', () => {
  it('is true with date, slot and terms and nothing loading', () => {
    expect(canSubmitBooking(ready)).toBe(true);
  });

  it.each([
    ['no date', { selectedDate: undefined }],
    ['an empty date', { selectedDate: '' }],
    ['no slot', { selectedSlot: null }],
    ['terms not accepted', { termsAccepted: false }],
    ['slots loading', { slotsLoading: true }],
    ['submitting', { submitting: true }],
    ['already booked', { booked: true }],
  ] as const)('is false with %s', (_name, change) => {
    expect(canSubmitBooking({ ...ready, ...change })).toBe(false);
  });
});

describe('missingStep', () => {
  it('names the first missing step in the order the user meets them', () => {
    expect(missingStep({ termsAccepted: false })).toBe('Select a date to see the available times.');
    expect(missingStep({ selectedDate: '2025-11-22', termsAccepted: false })).toBe('Select a time to continue.');
    expect(missingStep({ ...ready, termsAccepted: false })).toBe('Accept the terms to continue.');
    expect(missingStep({ ...ready, slotsLoading: true })).toBe('Please wait while the available times load.');
  });

  it('is null when ready, submitting or done', () => {
    expect(missingStep(ready)).toBeNull();
    expect(missingStep({ termsAccepted: false, submitting: true })).toBeNull();
    expect(missingStep({ termsAccepted: false, booked: true })).toBeNull();
  });
});
