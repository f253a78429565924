import { describe, expect, it } from 'vitest';
import { classifyPaymentAnswer } from './paymentResponse';

describe('classifyPaymentAnswer', () => {
  it('takes html first, then a form in a text body', () => {
    expect(classifyPaymentAnswer({ html: '<form></form>', status: 'success' })).toEqual({
      kind: 'form',
      html: '<form></form>',
    });
    expect(classifyPaymentAnswer('<html><FORM action="/x"></FORM></html>')).toMatchObject({ kind: 'form' });
    expect(classifyPaymentAnswer('<p>formal</p>')).toEqual({ kind: 'unknown' });
  });

  it('reads success with a message, then a status', () => {
    expect(classifyPaymentAnswer({ success: true, message: 'Done', status: 'success' })).toEqual({
      kind: 'success',
      message: 'Done',
    });
    expect(classifyPaymentAnswer({ success: true, status: 'pending', txnid: 'T1', amount: 5000 })).toMatchObject({
      kind: 'status',
      status: 'pending',
      transactionId: 'T1',
      amount: '5000',
    });
  });

  it('reads success false with a reason as a failure, and anything else as unknown', () => {
    expect(classifyPaymentAnswer({ success: false, error: 'Declined' })).toMatchObject({ kind: 'failed' });
    for (const body of [undefined, null, {}, [], { success: true }, { success: false }, 42, 'OK']) {
      expect(classifyPaymentAnswer(body)).toEqual({ kind: 'unknown' });
    }
  });
});
