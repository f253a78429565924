export { InvoiceScreen } from './InvoiceScreen';
export { invoicesQueryOptions, useInvoices } from './api/invoices';
