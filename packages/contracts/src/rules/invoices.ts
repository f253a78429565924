// GST tax invoices: the financial year, gap-free numbers, the place of supply and the tax split, and the
// amount in words. Pure rules: the server numbers and stores invoices with them, the invoice page shows them.
import { formatInTimeZone } from 'date-fns-tz';
import type { IndianStateOrUnionTerritory } from './locations';
import { IST } from './zone';

/** GST state codes of India's states and union territories (the first two digits of a GSTIN). */
export const GST_STATE_CODES: Record<IndianStateOrUnionTerritory, string> = {
  'Jammu and Kashmir': '01',
  'Himachal Pradesh': '02',
  Punjab: '03',
  Chandigarh: '04',
  Uttarakhand: '05',
  Haryana: '06',
  Delhi: '07',
  Rajasthan: '08',
  'Uttar Pradesh': '09',
  Bihar: '10',
  Sikkim: '11',
  'Arunachal Pradesh': '12',
  Nagaland: '13',
  Manipur: '14',
  Mizoram: '15',
  Tripura: '16',
  Meghalaya: '17',
  Assam: '18',
  'West Bengal': '19',
  Jharkhand: '20',
  Odisha: '21',
  Chhattisgarh: '22',
  'Madhya Pradesh': '23',
  Gujarat: '24',
  'Dadra and Nagar Haveli and Daman and Diu': '26',
  Maharashtra: '27',
  Karnataka: '29',
  Goa: '30',
  Lakshadweep: '31',
  Kerala: '32',
  'Tamil Nadu': '33',
  Puducherry: '34',
  'Andaman and Nicobar Islands': '35',
  Telangana: '36',
  'Andhra Pradesh': '37',
  Ladakh: '38',
};

const STATE_BY_CODE = new Map(Object.entries(GST_STATE_CODES).map(([name, code]) => [code, name]));

/** The state or union territory of a GST state code ("36" → "Telangana"), if it is one. */
export function stateOfGstCode(code: string): string | undefined {
  return STATE_BY_CODE.get(code);
}

/** India's financial year of an instant, April to March in Indian time: "2026-27". */
export function financialYearOf(instant: Date): string {
  const [year, month] = formatInTimeZone(instant, IST, 'yyyy-MM').split('-').map(Number) as [number, number];
  const start = month >= 4 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

/**
 * An invoice number: prefix, financial year and the year's sequence, "SUK/2026-27/00042". GST rule 46 allows at most
 * 16 characters of letters, digits, "-" and "/", unique within the financial year; the sequence has no gaps.
 */
export function formatInvoiceNumber(prefix: string, financialYear: string, sequence: number): string {
  if (!Number.isInteger(sequence) || sequence < 1 || sequence > 99_999)
    throw new RangeError(`Invoice sequence ${sequence}`);
  const number = `${prefix}/${financialYear.slice(2)}/${String(sequence).padStart(5, '0')}`;
  if (number.length > 16 || !/^[A-Za-z0-9/-]+$/.test(number)) throw new RangeError(`Invoice number ${number}`);
  return number;
}

export interface PlaceOfSupplyInput {
  /** The client's GSTIN, when they gave one: a registered recipient's place of supply is their registration. */
  clientGstin?: string | null;
  country?: string | null;
  state?: string | null;
  /** The company's own GST state code (brand settings). */
  supplierStateCode: string;
}

/**
 * The place of supply's GST state code (IGST Act section 12(2)): a registered client's state (their GSTIN), else the
 * state of the client's address in India, else (no Indian address on record) the supplier's own state.
 */
export function placeOfSupply({ clientGstin, country, state, supplierStateCode }: PlaceOfSupplyInput): string {
  const registered = clientGstin?.trim().slice(0, 2);
  if (registered && stateOfGstCode(registered)) return registered;
  const inIndia = !country || ['IN', 'INDIA'].includes(country.trim().toUpperCase());
  const code = inIndia && state ? GST_STATE_CODES[state.trim() as IndianStateOrUnionTerritory] : undefined;
  return code ?? supplierStateCode;
}

export interface TaxSplit {
  /** All amounts in paise. */
  taxable: number;
  cgst: number;
  sgst: number;
  igst: number;
  total: number;
  /** Intra-state supplies carry CGST and SGST (half the rate each), inter-state ones IGST. */
  kind: 'intra' | 'inter';
  ratePercent: number;
}

/**
 * Splits a GST-inclusive price (paise) into its taxable value and tax. The taxable value is rounded to the paisa and
 * the tax is the rest, so the parts always add up to what was paid; CGST takes the odd paisa, SGST the remainder.
 */
export function splitInclusiveGst(
  totalPaise: number,
  ratePercent: number,
  supplierStateCode: string,
  placeOfSupplyCode: string,
): TaxSplit {
  if (!Number.isInteger(totalPaise) || totalPaise < 0) throw new RangeError(`Amount ${totalPaise} paise`);
  const taxable = Math.round((totalPaise * 100) / (100 + ratePercent));
  const tax = totalPaise - taxable;
  const kind = supplierStateCode === placeOfSupplyCode ? 'intra' : 'inter';
  const cgst = kind === 'intra' ? Math.ceil(tax / 2) : 0;
  const sgst = kind === 'intra' ? tax - cgst : 0;
  return { taxable, cgst, sgst, igst: kind === 'inter' ? tax : 0, total: totalPaise, kind, ratePercent };
}

/** Rupees (possibly with paise, as a price or a paid amount) in whole paise. */
export const toPaise = (rupees: number): number => Math.round(rupees * 100);

const ONES = [
  '',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
];
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];

function belowHundred(n: number): string {
  if (n < 20) return ONES[n]!;
  const ones = n % 10;
  return ones ? `${TENS[Math.floor(n / 10)]!}-${ONES[ones]!}` : TENS[Math.floor(n / 10)]!;
}

function belowThousand(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  const parts = [];
  if (hundreds) parts.push(`${ONES[hundreds]!} Hundred`);
  if (rest) parts.push(belowHundred(rest));
  return parts.join(' ');
}

/** A whole number in the Indian system: crore, lakh, thousand ("One Lakh Twenty-Five Thousand"). */
export function numberInIndianWords(n: number): string {
  if (!Number.isInteger(n) || n < 0) throw new RangeError(`Not a whole number: ${n}`);
  if (n === 0) return 'Zero';
  const crore = Math.floor(n / 10_000_000);
  const lakh = Math.floor((n % 10_000_000) / 100_000);
  const thousand = Math.floor((n % 100_000) / 1000);
  const rest = n % 1000;
  const parts = [];
  if (crore) parts.push(`${numberInIndianWords(crore)} Crore`);
  if (lakh) parts.push(`${belowHundred(lakh)} Lakh`);
  if (thousand) parts.push(`${belowHundred(thousand)} Thousand`);
  if (rest) parts.push(belowThousand(rest));
  return parts.join(' ');
}

/** An amount in words as Indian invoices write it: "Rupees Five Thousand Nine Hundred and Paise Fifty Only". */
export function rupeesInWords(paise: number): string {
  if (!Number.isInteger(paise) || paise < 0) throw new RangeError(`Amount ${paise} paise`);
  const rupees = Math.floor(paise / 100);
  const rest = paise % 100;
  const words = `Rupees ${numberInIndianWords(rupees)}`;
  return rest ? `${words} and Paise ${belowHundred(rest)} Only` : `${words} Only`;
}
