import { describe, expect, it } from 'vitest';
import { forwardUrl, paymentStatusUrl, readProviderReturn } from './statusUrl';
import { amountToShow, statusToShow } from './statusView';

describe('payment status addresses', () => {
  it('keeps only known values', () => {
    expect(paymentStatusUrl({ status: 'unknown' })).toBe('/payment-status?status=unknown');
    expect(paymentStatusUrl({ status: 'success', order_id: ' ', amount: '5000', transaction_id: undefined })).toBe(
      '/payment-status?status=success&amount=5000',
    );
  });

  it.each([
    ['/api/payments/success/T1/', 'success'],
    ['/api/payments/failure/T1', 'failure'],
    ['/api/payments/cancel/', 'cancel'],
  ])('reads %s as %s and maps txnid to order_id and mihpayid to transaction_id', (path, status) => {
    const ret = readProviderReturn(path, '?txnid=T1&mihpayid=99&amount=10.00&productinfo=Booking');
    expect(ret).toEqual({ status, txnid: 'T1', mihpayid: '99', amount: '10.00', productinfo: 'Booking' });
    expect(forwardUrl(ret)).toBe(`/payment-status?status=${status}&transaction_id=99&amount=10.00&order_id=T1`);
  });

  it('shows the page statuses and their usual variants', () => {
    expect(statusToShow('SUCCESS')).toBe('success');
    expect(statusToShow('failed')).toBe('failure');
    expect(statusToShow('canceled')).toBe('cancel');
    expect(statusToShow(null)).toBe('unknown');
    expect(amountToShow('5000.00')).toBe(5000);
    expect(amountToShow('0')).toBeUndefined();
    expect(amountToShow('abc')).toBeUndefined();
  });
});
