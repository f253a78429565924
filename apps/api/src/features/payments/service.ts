import {
  parsePaymentInitiateBody,
  type InitiateMembershipPaymentResponse,
  type InitiatePaymentResponse,
  type RecordPaymentStatusResponse,
} from '@sukoon/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { AuthUser } from '../accounts/auth';
import { createCheckout } from './checkout';
import { createGatewayConfirmation } from './gatewayConfirmation';
import { returnPath, TXNID, type PaymentsDeps, type ReturnPath } from './orderRefs';
import { createOrderStatus } from './orderStatus';
import { createReturns } from './returns';

/** Payment initiation, the status record and PayU's returns (spec 02 section 7), without HTTP. */
export function createPaymentsService(
  ctx: PaymentsDeps['ctx'],
  gateway: PaymentsDeps['gateway'],
  onPaid?: PaymentsDeps['onPaid'],
) {
  const deps: PaymentsDeps = { ctx, gateway, onPaid };
  const confirmation = createGatewayConfirmation(deps);
  const { initiateBookingPayment, initiateMembershipPayment } = createCheckout(deps);
  const { orderStatus, recordStatus } = createOrderStatus(deps, confirmation);
  const { settleReturn } = createReturns(deps, confirmation);

  return {
    /**
     * POST /api/payments/initiate/ carries three payloads (B7), told apart by the contracts' one classifier: a
     * booking's checkout form, a status record, or a membership purchase's checkout form.
     */
    async initiate(
      user: AuthUser,
      body: unknown,
      log: FastifyBaseLogger,
    ): Promise<InitiatePaymentResponse | RecordPaymentStatusResponse | InitiateMembershipPaymentResponse> {
      const parsed = parsePaymentInitiateBody(body);
      switch (parsed.kind) {
        case 'membership':
          return initiateMembershipPayment(user, parsed.payload);
        case 'status':
          return recordStatus(user, parsed.payload, log);
        case 'booking':
          return initiateBookingPayment(user, parsed.payload);
      }
    },

    orderStatus,

    /** Settles a return and answers where the browser goes: the site's return route for the outcome, with a query. */
    async returnLocation(path: ReturnPath, txnid: string, body: unknown, log: FastifyBaseLogger): Promise<string> {
      const { outcome, payment, mihpayid } = await settleReturn(path, txnid, body, log);
      const query = new URLSearchParams();
      query.set('txnid', payment?.txnid ?? (TXNID.test(txnid) ? txnid : ''));
      query.set('mihpayid', mihpayid ?? payment?.mihpayid ?? '');
      query.set('amount', payment?.amount ?? '');
      query.set('productinfo', payment?.productinfo ?? '');
      return `${returnPath(outcome, payment?.txnid ?? (TXNID.test(txnid) ? txnid : 'unknown'))}?${query.toString()}`;
    },
  };
}
