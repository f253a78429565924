import { describe, expect, it } from 'vitest';
import {
  initiateMembershipPaymentRequestSchema,
  initiateMembershipPaymentResponseSchema,
  initiatePaymentRequestSchema,
  recordPaymentStatusRequestSchema,
} from './payments';
import { sampleBookingPaymentBody as bookingBody } from './payments.fixtures';

describe('payments', () => {
  it('accepts the booking payment body, coercing numeric strings', () => {
    const out = initiatePaymentRequestSchema.parse({ ...bookingBody, booked_session_id: '7', final_price: '5000.00' });
    expect(out).toMatchObject({ booked_session_id: 7, final_price: 5000, gst_number: null, coupon_code: null });
  });

  it('rejects a missing booking id or a non-positive price', () => {
    expect(initiatePaymentRequestSchema.safeParse({ ...bookingBody, booked_session_id: undefined }).success).toBe(
      false,
    );
    const zero = initiatePaymentRequestSchema.safeParse({ ...bookingBody, final_price: 0 });
    expect(zero.success).toBe(false);
    if (!zero.success) expect(zero.error.issues[0]?.message).toBe('Invalid price');
    expect(initiatePaymentRequestSchema.safeParse({ ...bookingBody, final_price: 'abc' }).success).toBe(false);
  });

  it('accepts the membership body', () => {
    expect(
      initiateMembershipPaymentRequestSchema.parse({
        member_id: 3,
        final_price: 30000,
        gst_number: '29aagcb7383j1z4 ',
        coupon_code: ' welcome10',
      }),
    ).toEqual({ member_id: 3, final_price: 30000, gst_number: '29AAGCB7383J1Z4', coupon_code: 'WELCOME10' });
    expect(initiateMembershipPaymentRequestSchema.safeParse({ final_price: 30000 }).success).toBe(false);
  });

  it('accepts a status record', () => {
    expect(
      recordPaymentStatusRequestSchema.safeParse({
        order_id: 'ORD-1',
        transaction_id: 'TXN-1',
        amount: '5000',
        booked_session_id: 7,
      }).success,
    ).toBe(true);
    expect(
      recordPaymentStatusRequestSchema.safeParse({ order_id: 'ORD-1', amount: 1, booked_session_id: 7 }).success,
    ).toBe(false);
  });

  it('refuses a GST number whose check character is wrong, naming the field', () => {
    const wrong = initiateMembershipPaymentRequestSchema.safeParse({
      member_id: 3,
      final_price: 1,
      gst_number: '29AAGCB7383J1Z5',
    });
    expect(wrong.success).toBe(false);
    if (!wrong.success) expect(wrong.error.issues[0]?.path).toEqual(['gst_number']);
  });

  it('reads every membership answer shape', () => {
    const r = initiateMembershipPaymentResponseSchema.parse({
      all_response: { status: 'success', txnid: 'T1', amount: '5000.00' },
      payment_response: { status: 'success', transaction_id: 'T1' },
      extra: 1,
    });
    expect(r.all_response?.txnid).toBe('T1');
    expect(r).toHaveProperty('extra', 1);
  });
});
