import { describe, expect, it } from 'vitest';
import { classifyPurchaseAnswer } from './purchaseAnswer';

describe('classifyPurchaseAnswer (B4 membership purchase)', () => {
  it('takes redirect_url first, then a status, then an html form', () => {
    expect(classifyPurchaseAnswer({ redirect_url: 'https://x', status: 'success', html: '<form>' })).toEqual({
      kind: 'redirect',
      url: 'https://x',
    });
    expect(classifyPurchaseAnswer({ status: 'pending', html: '<form>', txnid: 'T1', amount: 500 })).toMatchObject({
      kind: 'status',
      status: 'pending',
      orderId: 'T1',
      amount: '500',
    });
    expect(classifyPurchaseAnswer({ html: '<form></form>', message: 'Coupon applied' })).toEqual({
      kind: 'form',
      html: '<form></form>',
      message: 'Coupon applied',
    });
    expect(classifyPurchaseAnswer('<html><FORM action="/x"></FORM></html>')).toMatchObject({ kind: 'form' });
  });

  it('reads a hash, all or payment response as the status modal, with its fields', () => {
    expect(classifyPurchaseAnswer({ hash_response: 'abc', amount: '30000' })).toMatchObject({
      kind: 'modal',
      data: 'abc',
      amount: '30000',
    });
    expect(classifyPurchaseAnswer({ all_response: { status: 'success', txnid: 'T', amount: 1 } })).toMatchObject({
      kind: 'modal',
      status: 'success',
      orderId: 'T',
      amount: '1',
    });
    expect(classifyPurchaseAnswer({ payment_response: { status: 'failure', transaction_id: 'P' } })).toMatchObject({
      kind: 'modal',
      status: 'failure',
      transactionId: 'P',
    });
  });

  it('reads a bare error as a failure, and anything else as unknown', () => {
    expect(classifyPurchaseAnswer({ success: false, message: 'No plan' })).toEqual({
      kind: 'failed',
      reason: 'No plan',
    });
    expect(classifyPurchaseAnswer({ error: 'Declined' })).toEqual({ kind: 'failed', reason: 'Declined' });
    for (const body of [undefined, null, {}, [], { success: true }, 42, 'OK', { hash_response: null }]) {
      expect(classifyPurchaseAnswer(body)).toEqual({ kind: 'unknown' });
    }
  });
});
