import { describe, expect, it } from 'vitest';
import {
  bookingErrorMessage,
  NOT_LOGGED_IN_MESSAGE,
  paymentFailureMessage,
  SESSIONS_WARNINGS,
} from './bookingMessages';

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
  it('prefers the server details', () => {
    expect(paymentFailureMessage({ details: 'Card declined by issuer', error: 'PAYMENT_FAILED' }, '{...}')).toBe(
      'Card declined by issuer',
    );
  });

  it('falls back to the error field', () => {
    expect(paymentFailureMessage({ details: '  ', error: 'Hash mismatch' }, '{...}')).toBe('Hash mismatch');
  });

  it('ignores non-text fields and uses "Payment failed" plus the first 100 characters', () => {
    const reply = `<html>${'x'.repeat(200)}`;
    expect(paymentFailureMessage({ details: { code: 1 } }, reply)).toBe(`Payment failed: ${reply.slice(0, 100)}`);
  });

  it('says just "Payment failed" when there is no reply text', () => {
    expect(paymentFailureMessage(null, '   ')).toBe('Payment failed');
  });
});

describe('spec texts', () => {
  it('are the verbatim strings of 02 sections 5 and 8', () => {
    expect(NOT_LOGGED_IN_MESSAGE).toBe('You are not logged in. Please log in to book a session.');
    expect(
      Object.values(SESSIONS_WARNINGS).every((text) => text.endsWith('All slots will be shown as available.')),
    ).toBe(true);
  });
});
