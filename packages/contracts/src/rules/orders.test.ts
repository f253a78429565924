import { describe, expect, it } from 'vitest';
import { classifyPaymentInitiateBody, parsePaymentInitiateBody } from './orders';
import { sampleBookingPaymentBody as bookingBody } from '../schemas/payments.fixtures';

describe('the order classifier of POST /api/payments/initiate/', () => {
  it('tells the three bodies apart', () => {
    expect(classifyPaymentInitiateBody(bookingBody)).toBe('booking');
    expect(classifyPaymentInitiateBody({ member_id: 1, final_price: 5000 })).toBe('membership');
    expect(classifyPaymentInitiateBody({ order_id: 'o', transaction_id: 't', amount: 1, booked_session_id: 7 })).toBe(
      'status',
    );
  });

  it('reads a membership by its member_id, whatever else the body carries', () => {
    expect(classifyPaymentInitiateBody({ ...bookingBody, member_id: 3 })).toBe('membership');
    expect(classifyPaymentInitiateBody({ member_id: '3', order_id: 'o', transaction_id: 't' })).toBe('membership');
    // A member_id of any value but null is a membership, so its own schema says what is wrong with it.
    expect(classifyPaymentInitiateBody({ member_id: '' })).toBe('membership');
    expect(classifyPaymentInitiateBody({ ...bookingBody, member_id: null })).toBe('booking');
  });

  it('needs both order_id and transaction_id for a status record', () => {
    expect(classifyPaymentInitiateBody({ order_id: 'o' })).toBe('booking');
    expect(classifyPaymentInitiateBody({ transaction_id: 't' })).toBe('booking');
    expect(classifyPaymentInitiateBody({ order_id: null, transaction_id: 't' })).toBe('booking');
  });

  it('takes anything else as a booking payment, so the booking schema refuses it', () => {
    expect(classifyPaymentInitiateBody(null)).toBe('booking');
    expect(classifyPaymentInitiateBody('member_id=1')).toBe('booking');
    expect(classifyPaymentInitiateBody([{ member_id: 1 }])).toBe('booking');
    expect(() => parsePaymentInitiateBody({})).toThrow();
  });

  it('parses each kind with its schema', () => {
    expect(parsePaymentInitiateBody({ member_id: '2', final_price: '15000', coupon_code: 'welcome10' })).toEqual({
      kind: 'membership',
      payload: { member_id: 2, final_price: 15000, gst_number: null, coupon_code: 'WELCOME10' },
    });
    expect(parsePaymentInitiateBody(bookingBody)).toMatchObject({ kind: 'booking', payload: { booked_session_id: 7 } });
    expect(parsePaymentInitiateBody({ order_id: 'o', transaction_id: 't', amount: 1, booked_session_id: 7 }).kind).toBe(
      'status',
    );
  });
});
