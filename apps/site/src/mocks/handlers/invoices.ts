import type { Invoice } from '@sukoon/contracts';
import { sampleInvoice } from '@sukoon/contracts/schemas/invoices.fixtures';
import { errorResponse, mockEndpoint, type Scenario } from '../scenario';

/** The invoices of the sample bookings: the paid session 101 (Telangana, CGST and SGST). */
export const sampleInvoices: Invoice[] = [sampleInvoice('36')];

/** GET /api/invoices/ and /api/invoices/:id/ (the owner's; any other id answers the server's 404). */
export function invoiceHandlers(scenario: Scenario, invoices: readonly Invoice[] = sampleInvoices) {
  return [
    mockEndpoint('invoices', scenario, { ok: () => [...invoices] }),
    mockEndpoint('invoice', scenario, {
      ok: ({ params }) =>
        invoices.find((invoice) => String(invoice.id) === params.id) ??
        errorResponse(404, { message: 'Invoice not found.' }),
    }),
  ];
}
