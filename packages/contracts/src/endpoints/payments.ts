// Payments (B7, ours for the order status).
// Each call as its own export, so a page's code takes only the calls it makes and their schemas;
// ../endpoints.ts gathers them into the one table the api, the mocks and the tests read.
import { type Endpoint } from './endpoint';
import * as paymentsSchemas from '../schemas/payments';

/** B7 booking payment. The answer may be an HTML page with the provider's form instead of JSON. */
export const initiatePayment = {
  method: 'POST',
  path: '/api/payments/initiate/',
  auth: 'bearer',
  request: paymentsSchemas.initiatePaymentRequestSchema,
  response: paymentsSchemas.initiatePaymentResponseSchema,
} as const satisfies Endpoint;

/** B7 "second use" of the same path: records a status the provider returned as JSON. */
export const recordPaymentStatus = {
  method: 'POST',
  path: '/api/payments/initiate/',
  auth: 'bearer',
  request: paymentsSchemas.recordPaymentStatusRequestSchema,
  response: paymentsSchemas.recordPaymentStatusResponseSchema,
} as const satisfies Endpoint;

/** B7 writes /payments/initiate/ relative to the /api base. The answer may be an HTML form. */
export const initiateMembershipPayment = {
  method: 'POST',
  path: '/api/payments/initiate/',
  auth: 'bearer',
  request: paymentsSchemas.initiateMembershipPaymentRequestSchema,
  response: paymentsSchemas.initiateMembershipPaymentResponseSchema,
} as const satisfies Endpoint;

/**
 * Ours (B2 shows nothing of what /payment-status displays): the payment status of one order of the signed-in
 * person, by the order id /payment-status carries (our transaction id). Another person's or an unknown order: 404.
 * While pending, the server asks the gateway again, so asking again is how the page learns of a late confirmation.
 */
export const paymentOrder = {
  method: 'GET',
  path: (orderId: string) => `/api/payments/orders/${encodeURIComponent(orderId)}/`,
  auth: 'bearer',
  response: paymentsSchemas.paymentOrderResponseSchema,
} as const satisfies Endpoint;
