import { useLocation } from 'react-router-dom';
import type { PaymentOrderResponse, PaymentPageStatus } from '@sukoon/contracts';
import type { PaymentViewStatus } from '@sukoon/contracts/copy/payments';
import { ApiError } from '../../lib/apiError';
import { useAuth } from '../auth';
import { usePaymentOrder } from './api/paymentOrder';

export interface PaymentView {
  /** What the page shows: the server's word on the order, or what stands in for it. */
  status: PaymentViewStatus;
  /** The server's answer, once there is one: its amount, ids, title and kind come before the address's. */
  order?: PaymentOrderResponse;
  /** Ask the server again now. */
  refresh?: () => void;
  /** A guest's way to the sign-in dialog, back to this page after. */
  signIn?: () => void;
  /**
   * Whether the page may show the address's own details (amount, ids, service) beside the outcome: not when the
   * order is not this visitor's to see (signIn, notFound), where only the order id they opened is repeated.
   */
  detailsShown: boolean;
}

/**
 * What /payment-status and /payment-status-modal show for an order: only the server's word, to the order's owner.
 * The address (or navigation state) names the order and suggests an outcome (`claimed`); that suggestion picks the
 * texts while the server's answer loads, except that it can never show a success: only the server's 'success' does.
 */
export function usePaymentView(orderId: string | undefined, claimed: PaymentPageStatus): PaymentView {
  const location = useLocation();
  // The session and the sign-in dialog from the shell's AuthProvider: the account journeys' module (useAccountFlows)
  // is not needed to show an order.
  const { session, openSignIn } = useAuth();
  const token = session?.token ?? null;
  const order = usePaymentOrder(orderId, token);
  const unconfirmed: PaymentPageStatus = claimed === 'success' ? 'processing' : claimed;
  const refresh = () => order.refetch();

  // No order to ask about (a cancel before the gateway, an unknown answer): the address's word, never a success.
  if (!orderId) return { status: claimed === 'success' ? 'unknown' : claimed, detailsShown: true };
  const signIn = () => openSignIn({ returnTo: `${location.pathname}${location.search}` });
  const expired = order.error instanceof ApiError && order.error.status === 401;
  if (!token || expired) return { status: 'signIn', signIn, detailsShown: false };
  if (order.data) {
    const status = order.stillPending ? 'stillPending' : order.data.status;
    return { status, order: order.data, refresh, detailsShown: true };
  }
  if (order.error instanceof ApiError && order.error.status === 404) return { status: 'notFound', detailsShown: false };
  // No answer yet, or none at all (offline, a server error): not a success, with a way to ask again.
  const status = order.isError ? (claimed === 'success' ? 'unknown' : claimed) : unconfirmed;
  return { status, refresh, detailsShown: true };
}
