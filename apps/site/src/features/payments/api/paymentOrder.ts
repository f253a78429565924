import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { PaymentOrderResponse } from '@sukoon/contracts';
import * as paymentsEndpoints from '@sukoon/contracts/endpoints/payments';
import { callApi } from '../../../lib/apiClient';

/**
 * How /payment-status asks again while the server says pending: after 3 s, then a second longer each time up to
 * every 5 s, for 2 minutes; then it stops and says the bank is slow (stillPending), with a Refresh button.
 */
export const ORDER_POLL = { firstMs: 3_000, stepMs: 1_000, maxMs: 5_000, forMs: 120_000 } as const;

/** The wait before the next ask, after `asked` answers. */
export function nextAskIn(asked: number): number {
  return Math.min(ORDER_POLL.firstMs + ORDER_POLL.stepMs * Math.max(0, asked - 1), ORDER_POLL.maxMs);
}

/**
 * GET /api/payments/orders/{order_id}/ for the signed-in person, asked again while pending. A 404 is this call's own
 * answer (an order that is not theirs), so the global /not-found rule does not apply.
 */
export function usePaymentOrder(orderId: string | undefined, token: string | null) {
  // When this page began asking: the 2 minutes of asking again count from here.
  const [startedAt] = useState(() => Date.now());
  const gaveUp = (answeredAt: number) => answeredAt - startedAt >= ORDER_POLL.forMs;
  const query = useQuery({
    queryKey: ['payments', 'order', orderId, token] as const,
    queryFn: ({ signal }): Promise<PaymentOrderResponse> =>
      callApi(paymentsEndpoints.paymentOrder, { params: [orderId ?? ''], notFoundIsAnswer: true, signal }),
    enabled: Boolean(orderId && token),
    // Always the server's word at this moment, never a cached success or pending of earlier.
    staleTime: 0,
    gcTime: 0,
    refetchInterval: (q) =>
      q.state.data?.status === 'pending' && !gaveUp(q.state.dataUpdatedAt) ? nextAskIn(q.state.dataUpdateCount) : false,
  });
  const stillPending = query.data?.status === 'pending' && gaveUp(query.dataUpdatedAt);
  return { ...query, stillPending };
}
