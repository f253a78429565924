import { HttpResponse } from 'msw';
import { classifyPaymentInitiateBody, type PaymentOrderResponse } from '@sukoon/contracts';
import { mockEndpoint, type Scenario } from '../scenario';

/** A provider form like the one the real API returns (the sandbox gateway's address). */
export const sampleProviderForm = `<form id="payu-form" action="/dev/payu/_payment" method="post">
<input type="hidden" name="key" value="TESTKEY" /><input type="hidden" name="txnid" value="TXN501" />
<input type="hidden" name="amount" value="5000.00" /><input type="hidden" name="productinfo" value="Booking 501" />
</form>`;

/** A paid session as GET /api/payments/orders/{order_id}/ tells its owner. */
export const samplePaidOrder = (orderId: string): PaymentOrderResponse => ({
  order_id: orderId,
  status: 'success',
  kind: 'session',
  amount: '5000.00',
  transaction_id: '403993715531077182',
  title: 'Individual Counselling (Virtual)',
  booked_session_id: 501,
  date: '2026-11-23',
  start_time: '10:30:00',
});

// Booking payments, status records and membership purchases share one path (spec 02 section 7):
// one handler answers all three by the shape of the body, as the server does.
export function paymentHandlers(scenario: Scenario = 'ok') {
  return [
    mockEndpoint('initiatePayment', scenario, {
      ok: ({ body }) => {
        switch (classifyPaymentInitiateBody(body)) {
          case 'membership':
            return { html: sampleProviderForm, transaction_id: 'TXNM1', amount: '30000.00' };
          case 'status':
            return { status: 'success', message: 'Payment status recorded.' };
          default:
            return { html: sampleProviderForm, transaction_id: 'TXN501', amount: '5000.00' };
        }
      },
    }),
    mockEndpoint('paymentOrder', scenario, {
      ok: ({ params }) => samplePaidOrder(String(params.orderId)),
    }),
  ];
}

export { HttpResponse };
