import { describe, expect, it } from 'vitest';
import { normaliseFeedbackStatus, normalisePaymentStatus, paymentPageStatus, paymentStatusFromPath } from './status';

describe('normalisePaymentStatus (B4)', () => {
  it.each([
    [null, 'success'],
    [undefined, 'success'],
    ['', 'success'],
    ['   ', 'success'],
    ['pending', 'pending'],
    ['PAYMENT_PENDING', 'pending'],
    ['failed', 'failed'],
    ['failure', 'failed'],
    ['Payment Failed', 'failed'],
    ['processing', 'processing'],
    ['in process', 'processing'],
    ['success', 'success'],
    ['SUCCESSFUL', 'success'],
    ['paid', 'success'],
    ['confirmed', 'success'],
    ['Booking Confirmed', 'success'],
    ['cancelled', 'pending'],
    ['refunded', 'pending'],
    ['unknown', 'pending'],
    // Checked in the spec's order: "pending" wins over "success" in the same text.
    ['success pending', 'pending'],
    ['failed to process', 'failed'],
    // Decision: negations are not payments.
    ['unpaid', 'pending'],
    ['not paid', 'pending'],
    ['not_confirmed', 'pending'],
    ['unconfirmed', 'pending'],
  ])('%s -> %s', (value, expected) => {
    expect(normalisePaymentStatus(value)).toBe(expected);
  });
});

describe('normaliseFeedbackStatus (B4)', () => {
  it.each([
    [null, 'pending'],
    [undefined, 'pending'],
    ['', 'pending'],
    ['submitted', 'submitted'],
    ['Feedback Submitted', 'submitted'],
    ['SUBMIT', 'submitted'],
    ['pending', 'pending'],
    ['Pend', 'pending'],
    ['done', null],
    ['skipped', null],
  ])('%s -> %s', (value, expected) => {
    expect(normaliseFeedbackStatus(value)).toBe(expected);
  });
});

describe('paymentStatusFromPath (B2)', () => {
  it.each([
    ['/api/payments/success/', 'success'],
    ['/api/payments/success/abc123', 'success'],
    ['/api/payments/failure/xyz', 'failure'],
    ['/api/payments/cancel/', 'cancel'],
    ['/API/PAYMENTS/CANCEL/1', 'cancel'],
    ['/api/payments/pending/TXN1/', 'pending'],
    ['/api/payments/other/', 'unknown'],
    ['/payment-status', 'unknown'],
  ])('%s -> %s', (path, expected) => {
    expect(paymentStatusFromPath(path)).toBe(expected);
  });
});

describe('paymentPageStatus', () => {
  it('keeps known statuses and maps the rest to unknown', () => {
    expect(paymentPageStatus('success')).toBe('success');
    expect(paymentPageStatus('PROCESSING')).toBe('processing');
    expect(paymentPageStatus('pending')).toBe('pending');
    expect(paymentPageStatus('weird')).toBe('unknown');
    expect(paymentPageStatus(null)).toBe('unknown');
  });
});
