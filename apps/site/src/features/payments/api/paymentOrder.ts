import { useEffect, useState } from 'react';
import type { PaymentOrderResponse } from '@sukoon/contracts';
import { callApi } from '../../../lib/callApi';
import { prepareCall } from '../../../lib/callCode';
import { useApiQuery, type ApiQueryOptions } from '../../../lib/useApiQuery';

/**
 * How /payment-status asks again while the server says pending: after 3 s, then a second longer each time up to
 * every 5 s, for 2 minutes; then it stops and says the bank is slow (stillPending), with a Refresh button.
 */
export const ORDER_POLL = { firstMs: 3_000, stepMs: 1_000, maxMs: 5_000, forMs: 120_000 } as const;

/** GET /api/payments/orders/{order_id}/'s endpoint (its schemas), loaded on demand. */
const loadOrderEndpoint = () => import('@sukoon/contracts/endpoints/payments').then((calls) => calls.paymentOrder);

/** The wait before the next ask, after `asked` answers. */
export function nextAskIn(asked: number): number {
  return Math.min(ORDER_POLL.firstMs + ORDER_POLL.stepMs * Math.max(0, asked - 1), ORDER_POLL.maxMs);
}

/** GET /api/payments/orders/{order_id}/ for the signed-in person. A 404 is this call's own answer (an order that is
 * not theirs), so the global /not-found rule does not apply. */
export function fetchPaymentOrder(orderId: string, signal?: AbortSignal): Promise<PaymentOrderResponse> {
  return callApi(loadOrderEndpoint, { params: [orderId], notFoundIsAnswer: true, signal });
}

/** Asked again while the server says pending, until `gaveUp` says the 2 minutes have passed. */
export const paymentOrderQueryOptions = (
  orderId: string | undefined,
  token: string | null,
  gaveUp: (answeredAt: number) => boolean,
) =>
  ({
    queryKey: ['payments', 'order', orderId ?? '', token ?? ''],
    queryFn: ({ signal }) => fetchPaymentOrder(orderId ?? '', signal),
    // Always the server's word at this moment, never a cached success or pending of earlier.
    staleTime: 0,
    gcTime: 0,
    refetchInterval: (q) =>
      q.state.data?.status === 'pending' && !gaveUp(q.state.dataUpdatedAt) ? nextAskIn(q.state.dataUpdateCount) : false,
  }) satisfies ApiQueryOptions<PaymentOrderResponse>;

/**
 * The order's status for /payment-status. The page shows the address's claim (never a success) until the answer
 * comes, so the call's code (TanStack Query, ky, zod and the schemas) is not in the page's first load: it comes once
 * the first screen is up.
 */
export function usePaymentOrder(orderId: string | undefined, token: string | null) {
  // When this page began asking: the 2 minutes of asking again count from here.
  const [startedAt] = useState(() => Date.now());
  const gaveUp = (answeredAt: number) => answeredAt - startedAt >= ORDER_POLL.forMs;
  const enabled = Boolean(orderId && token);
  // Once the first screen is up, the call's code is fetched beside TanStack Query's (useApiQuery), not after it
  // in the steps of making the call.
  useEffect(() => {
    if (enabled) prepareCall(loadOrderEndpoint);
  }, [enabled]);
  const query = useApiQuery(paymentOrderQueryOptions(orderId, token, gaveUp), { enabled });
  const stillPending = query.data?.status === 'pending' && gaveUp(query.dataUpdatedAt);
  return { ...query, stillPending };
}
