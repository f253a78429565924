import { describe, expect, it } from 'vitest';
import { bookingCopy, bookingErrorMessage, paymentFailureMessage } from './booking';

describe('bookingErrorMessage', () => {
  it('prefixes the reply with "Error: "', () => {
    expect(bookingErrorMessage('Slot already booked')).toBe('Error: Slot already booked');
  });

  it('keeps only the first 100 characters of a long reply', () => {
    const reply = `${'a'.repeat(100)}TAIL`;
    expect(bookingErrorMessage(reply)).toBe(`Error: ${'a'.repeat(100)}`);
  });

  it('counts characters, not UTF-16 units, so an emoji at the limit is not split', () => {
    const reply = `${'a'.repeat(99)}😀b`;
    expect(bookingErrorMessage(reply)).toBe(`Error: ${'a'.repeat(99)}😀`);
  });
});

describe('paymentFailureMessage', () => {
  it("shows the server's reason as it is", () => {
    expect(paymentFailureMessage('  Card declined by issuer ', 'Request failed with status 402')).toBe(
      'Card declined by issuer',
    );
  });

  it('says "Payment failed" and the first 100 characters of what went wrong when the server gave no reason', () => {
    const what = `Request failed with status 502 ${'x'.repeat(200)}`;
    expect(paymentFailureMessage(undefined, what)).toBe(`Payment failed: ${what.slice(0, 100)}`);
    expect(paymentFailureMessage('  ', 'Request timed out. Please try again.')).toBe(
      'Payment failed: Request timed out. Please try again.',
    );
  });

  it('says just "Payment failed" when there is nothing to say', () => {
    expect(paymentFailureMessage(undefined)).toBe('Payment failed');
  });
});

describe('spec texts', () => {
  it('are the verbatim strings of 02 sections 5 and 8', () => {
    expect(bookingCopy.notLoggedIn).toBe('You are not logged in. Please log in to book a session.');
    expect(
      Object.values(bookingCopy.sessionsWarnings).every((text) =>
        text.endsWith('All slots will be shown as available.'),
      ),
    ).toBe(true);
  });
});
