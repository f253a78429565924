import type { Invoice } from '@sukoon/contracts';
import * as invoicesEndpoints from '@sukoon/contracts/endpoints/invoices';
import { callApi } from '../../../lib/callApi';
import { useApiQuery, type ApiQueryOptions } from '../../../lib/useApiQuery';

/** GET /api/invoices/ (bearer): the signed-in person's invoices, newest first. */
export function fetchInvoices(signal?: AbortSignal): Promise<Invoice[]> {
  return callApi(invoicesEndpoints.invoices, { signal });
}

export const invoicesQueryOptions = (token: string | null) =>
  ({
    queryKey: ['invoices', token] as const,
    queryFn: ({ signal }) => fetchInvoices(signal),
  }) satisfies ApiQueryOptions<Invoice[]>;

export function useInvoices(token: string | null) {
  return useApiQuery(invoicesQueryOptions(token), { enabled: token !== null });
}

/** GET /api/invoices/:id/ (bearer): one invoice of the signed-in person; 404 (an ApiError, shown by the page) otherwise. */
export function fetchInvoice(id: number, signal?: AbortSignal): Promise<Invoice> {
  return callApi(invoicesEndpoints.invoice, { params: [id], notFoundIsAnswer: true, signal });
}

export const invoiceQueryOptions = (id: number) =>
  ({
    queryKey: ['invoice', id] as const,
    queryFn: ({ signal }) => fetchInvoice(id, signal),
  }) satisfies ApiQueryOptions<Invoice>;

export function useInvoice(id: number) {
  return useApiQuery(invoiceQueryOptions(id), { enabled: Number.isInteger(id) && id > 0 });
}
