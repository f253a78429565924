// The membership purchase (B4, B5, B7): POST /api/payments/initiate/ with member_id, final_price, gst_number and
// coupon_code, then what the answer asks for. Pure of React: it returns what the plans page does next.
import type { PlanDisplay } from '@sukoon/contracts';
import type { PurchaseFormValues } from '@sukoon/ui/patterns/PurchaseModal';
import { ApiError } from '../../lib/apiError';
import { failureMessage } from '../../lib/failureMessage';
import { paths } from '../../lib/paths';
import { writeString } from '../../lib/storage';
import { paymentStatusUrl, rememberPaymentStatus } from '../payments';
import { initiateMembershipPayment } from './api/initiateMembershipPayment';
import { classifyPurchaseAnswer } from './purchaseAnswer';

/** B5: the price must parse to a positive number. */
export const INVALID_PRICE = 'Invalid price';

/** Navigation state of /payment-status-modal (B2). */
export interface PaymentStatusModalState {
  status?: string;
  orderId?: string;
  amount?: string;
  transactionId?: string;
  serviceTitle: string;
  paymentData: unknown;
}

export type PurchaseOutcome =
  /** 401: the token was rejected; the page ends the session and goes to / to sign in again (B8). */
  | { type: 'expired' }
  /** Shown in the modal as "Membership purchase failed: {reason} ..." (B8). */
  | { type: 'failed'; reason: string }
  /** The provider's form, submitted after 1 s behind "Redirecting to Payment Gateway" (B4). */
  | { type: 'form'; html: string; message?: string }
  /** redirect_url: the browser goes there. */
  | { type: 'redirect'; url: string }
  | { type: 'navigate'; to: string; state?: PaymentStatusModalState };

/** The reason of a failed call: the server's own words (a refused coupon, a GSTIN, a plan), else what went wrong. */
const reasonOf = (failure: unknown): string => failureMessage(failure).slice(0, 100);

/** The plan's price: B5 "price must parse to a positive number", kept in mind for the status pages. */
export async function purchaseMembership(plan: PlanDisplay, values: PurchaseFormValues): Promise<PurchaseOutcome> {
  if (plan.amount === null || !(plan.amount > 0)) return { type: 'failed', reason: INVALID_PRICE };
  const title = plan.type;
  writeString('lastBookedService', title);
  writeString('paymentAmount', String(plan.amount));
  writeString('paymentType', 'membership');

  let answer: unknown;
  try {
    ({ body: answer } = await initiateMembershipPayment({
      member_id: plan.id,
      final_price: plan.amount,
      gst_number: values.gst_number,
      coupon_code: values.coupon_code,
    }));
  } catch (failure) {
    if (failure instanceof ApiError && failure.status === 401) return { type: 'expired' };
    return { type: 'failed', reason: reasonOf(failure) };
  }

  const outcome = classifyPurchaseAnswer(answer);
  switch (outcome.kind) {
    case 'redirect':
      return { type: 'redirect', url: outcome.url };
    case 'form':
      return { type: 'form', html: outcome.html, message: outcome.message };
    case 'failed':
      return { type: 'failed', reason: outcome.reason };
    case 'unknown':
      return { type: 'navigate', to: paymentStatusUrl({ status: 'processing' }) };
    case 'status': {
      const amount = outcome.amount ?? String(plan.amount);
      rememberPaymentStatus({
        status: outcome.status,
        orderId: outcome.orderId ?? outcome.transactionId,
        transactionId: outcome.transactionId,
        data: answer,
      });
      return {
        type: 'navigate',
        to: paymentStatusUrl({
          status: outcome.status,
          order_id: outcome.orderId ?? outcome.transactionId,
          amount,
          transaction_id: outcome.transactionId,
        }),
      };
    }
    case 'modal': {
      const amount = outcome.amount ?? String(plan.amount);
      if (outcome.status) {
        rememberPaymentStatus({
          status: outcome.status,
          orderId: outcome.orderId,
          transactionId: outcome.transactionId,
          data: outcome.data,
        });
      }
      return {
        type: 'navigate',
        to: paths.paymentStatusModal,
        state: {
          status: outcome.status,
          orderId: outcome.orderId,
          amount,
          transactionId: outcome.transactionId,
          serviceTitle: title,
          paymentData: outcome.data,
        },
      };
    }
  }
}
