// A sample invoice for the invoice stories and the site's mocks, built by the same rules the server issues it with.
import { brand } from '../brand';
import { rupeesInWords, splitInclusiveGst, stateOfGstCode } from '../rules/invoices';
import type { Invoice } from './invoices';

/** A ₹5,000 session paid by a client whose place of supply is the GST state `code` (36 Telangana, 32 Kerala). */
export function sampleInvoice(code = '36', extra: Partial<Invoice> = {}): Invoice {
  const state = stateOfGstCode(code) ?? code;
  const split = splitInclusiveGst(500000, brand.gst.ratePercent, brand.gst.stateCode, code);
  return {
    id: 7,
    number: 'SUK/26-27/00042',
    financial_year: '2026-27',
    issued_at: '2026-11-21T06:30:00.000Z',
    supplier: {
      name: brand.legalName,
      address: [...brand.offices.registered.lines],
      gstin: brand.gst.gstin,
      state: `${stateOfGstCode(brand.gst.stateCode)} (${brand.gst.stateCode})`,
      email: brand.supportEmail,
    },
    recipient: {
      name: 'Asha Rao',
      address: ['Hyderabad'],
      gstin: null,
      state: `${state} (${code})`,
      email: 'asha@example.in',
    },
    place_of_supply: { code, state },
    description: 'Individual Counselling (Virtual): 60-minute session on Mon, 23 Nov 2026 at 10:30 am IST',
    sac: brand.gst.sac,
    quantity: 1,
    rate_percent: split.ratePercent,
    tax_kind: split.kind,
    taxable_paise: split.taxable,
    cgst_paise: split.cgst,
    sgst_paise: split.sgst,
    igst_paise: split.igst,
    total_paise: split.total,
    total_in_words: rupeesInWords(split.total),
    transaction_id: 'SKN7Q2M4X9T1B8C5',
    booking_id: 101,
    membership_purchase_id: null,
    ...extra,
  };
}
