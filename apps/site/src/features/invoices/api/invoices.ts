import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Invoice } from '@sukoon/contracts';
import * as invoicesEndpoints from '@sukoon/contracts/endpoints/invoices';
import { callApi } from '../../../lib/apiClient';

/** GET /api/invoices/ (bearer): the signed-in person's invoices, newest first. */
export const invoicesQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: ['invoices', token] as const,
    queryFn: ({ signal }): Promise<Invoice[]> => callApi(invoicesEndpoints.invoices, { signal }),
    enabled: token !== null,
  });

export function useInvoices(token: string | null) {
  return useQuery(invoicesQueryOptions(token));
}

/** GET /api/invoices/:id/ (bearer): one invoice of the signed-in person; 404 (an ApiError, shown by the page) otherwise. */
export function useInvoice(id: number) {
  return useQuery({
    queryKey: ['invoice', id] as const,
    queryFn: ({ signal }): Promise<Invoice> =>
      callApi(invoicesEndpoints.invoice, { params: [id], notFoundIsAnswer: true, signal }),
    enabled: Number.isInteger(id) && id > 0,
  });
}
