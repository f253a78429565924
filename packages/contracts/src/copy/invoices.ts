// The invoice page's texts (ours: the spec shows no invoices). Import by sub-path:
// `import { invoicesCopy } from '@sukoon/contracts/copy/invoices'`.
import { formatMessage } from '../message';
export const invoicesCopy = {
  title: 'Tax invoice',
  pageTitle: (number: string) => `Invoice ${number}`,
  meta: {
    number: 'Invoice number',
    date: 'Invoice date',
    placeOfSupply: 'Place of supply',
    /** The payment's txnid, named as /payment-status and the mails name it. */
    orderId: 'Order ID',
  },
  from: 'From',
  billedTo: 'Billed to',
  gstin: 'GSTIN',
  noGstin: 'Unregistered (no GSTIN given)',
  items: {
    caption: 'What this invoice is for',
    description: 'Description',
    sac: 'SAC',
    quantity: 'Qty',
    taxable: 'Taxable value',
  },
  totals: {
    label: 'Amounts',
    taxable: 'Taxable value',
    cgst: (rate: number) => `CGST at ${rate / 2}%`,
    sgst: (rate: number) => `SGST at ${rate / 2}%`,
    igst: (rate: number) => `IGST at ${rate}%`,
    total: 'Total paid',
    words: 'Amount in words',
  },
  notes: [
    'Prices include GST. Tax is shown as CGST and SGST when you are in our state, and as IGST otherwise.',
    'This is a computer-generated invoice and needs no signature.',
  ],
  print: 'Print or save as PDF',
  link: 'Invoice',
  /** My Membership's list of the invoices of membership purchases. */
  membership: {
    heading: 'Invoices',
    item: (number: string, date: string) => `Invoice ${number}, ${date}`,
    /** The invoice line of a membership purchase: "Gold membership: 4 session credits". */
    line: (plan: string, credits: number) =>
      formatMessage('{plan} membership: {credits, plural, one {# session credit} other {# session credits}}', {
        plan,
        credits,
      }),
  },
  linkLabel: (number: string) => `Invoice ${number}`,
  loading: 'Loading the invoice',
  notFound: {
    title: 'Invoice not found',
    body: 'This invoice does not exist, or it belongs to another account.',
    back: 'Go to My Bookings',
  },
  failed: 'We could not load the invoice. Please try again.',
  retry: 'Try again',
} as const;
