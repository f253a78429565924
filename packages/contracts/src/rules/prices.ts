/** Price display and parsing (B3, B5), and rupee formatting (en-IN). */

export const CONTACT_FOR_PRICING = 'Contact for pricing';

// Rupee amounts are written out here rather than by Intl.NumberFormat: the first number formatter a page makes loads
// ICU's number data, which is slow on a throttled phone, and the prerendered plans and
// catalogue, whose HTML already carries the formatted prices, met that cost when their data was refreshed after
// hydration. prices.test.ts checks the output against en-IN's Intl.NumberFormat over every amount up to 20,000 (and
// their .125 and .375) and thousands of larger, fractional and negative ones. Intl stays for what the rule does not
// cover.
/** Intl's rupee formatters for the amounts outside that rule, by number of fraction digits (0 or 2). */
const inrIntl: Partial<Record<0 | 2, Intl.NumberFormat>> = {};
let indianGrouping: Intl.NumberFormat | undefined;

/** Amounts the written-out rule covers exactly: whole ones below 10^15 (beyond, String() may switch to exponents),
 *  fractional ones below 10^9 (beyond, a double's last digits decide the paise, which ICU rounds its own way). */
const isPlainAmount = (amount: number) =>
  Number.isFinite(amount) && Math.abs(amount) < (Number.isInteger(amount) ? 1e15 : 1e9);

/** "100000" -> "1,00,000": the last three digits, then pairs (the Indian grouping, as en-IN writes it). */
function groupIndian(digits: string): string {
  const head = digits.slice(0, -3);
  const tail = digits.slice(-3);
  return head ? `${head.replace(/\B(?=(\d{2})+$)/g, ',')},${tail}` : tail;
}

/** ₹5,000; ₹1,00,000; ₹2,499.50 (paise only when there are any). */
export function formatInr(amount: number): string {
  if (!isPlainAmount(amount)) {
    const fractionDigits = Number.isInteger(amount) ? 0 : 2;
    inrIntl[fractionDigits] ??= new Intl.NumberFormat('en-IN', {
      style: 'currency',
      currency: 'INR',
      minimumFractionDigits: fractionDigits,
      maximumFractionDigits: fractionDigits,
    });
    return inrIntl[fractionDigits].format(amount);
  }
  const sign = amount < 0 ? '-' : '';
  if (Number.isInteger(amount)) return `${sign}₹${groupIndian(String(Math.abs(amount)))}`;
  const paise = roundToPaise(Math.abs(amount));
  return `${sign}₹${groupIndian(String(Math.floor(paise / 100)))}.${String(paise % 100).padStart(2, '0')}`;
}

/**
 * A fractional amount below 10^9 in whole paise, rounded as ICU rounds it: half away from zero, on the shortest
 * decimal that reads back as the amount (1621.645 is 1621.65, where toFixed's exact binary value gives 1621.64).
 */
function roundToPaise(amount: number): number {
  // String() writes no exponent between 10^-6 and 10^21; anything smaller is 0 paise.
  const [whole = '0', fraction = ''] = (amount < 1e-6 ? '0' : String(amount)).split('.');
  const paise = Number(whole) * 100 + Number(fraction.padEnd(2, '0').slice(0, 2));
  return (fraction[2] ?? '0') >= '5' ? paise + 1 : paise;
}

// Currency words and signs removed before looking for the number.
const CURRENCY = /₹|\binr\b|\brs\.?(?=\s|\d|$)|\brupees?\b|\/-/gi;
// Plain digits, Western grouping (1,000,000) or Indian grouping (10,00,000), optional decimals.
const GROUPED = /^(\d+|\d{1,3}(,\d{3})+|\d{1,2}(,\d{2})*,\d{3})(\.\d+)?$/;

/**
 * The rupee amount in a price text, or null when there is none or it is ambiguous.
 * "INR 5,000 per session per module" -> 5000; "₹ 10,000" -> 10000; "5000.00" -> 5000; "₹1,00,000" -> 100000.
 * Null: no number ("Contact for pricing"), more than one number ("5,000 - 10,000"), a sign ("-500"),
 * malformed grouping ("5,00"), or a number glued to letters ("5k").
 */
export function parsePrice(text: string | number | null | undefined): number | null {
  if (typeof text === 'number') return Number.isFinite(text) && text >= 0 ? text : null;
  if (typeof text !== 'string') return null;
  const stripped = text.replace(CURRENCY, ' ');
  const tokens = stripped.match(/[-+]?[\d.,]*\d[\d.,]*[a-z]*/gi) ?? [];
  if (tokens.length !== 1) return null;
  const token = (tokens[0] as string).replace(/[.,]$/, '');
  if (!GROUPED.test(token)) return null;
  const value = Number(token.replace(/,/g, ''));
  return Number.isFinite(value) ? value : null;
}

/**
 * B3: empty, 0, "free", or a zero amount ("INR 0 per session per module") shows "Contact for pricing";
 * any other text is shown as given; a number is shown in rupees.
 */
export function displayPrice(price: string | number | null | undefined): string {
  if (price === null || price === undefined) return CONTACT_FOR_PRICING;
  if (typeof price === 'number') return price > 0 && Number.isFinite(price) ? formatInr(price) : CONTACT_FOR_PRICING;
  const text = price.trim();
  if (text === '' || text.toLowerCase() === 'free' || parsePrice(text) === 0) return CONTACT_FOR_PRICING;
  return text;
}

/** The catalogue's price text for an amount: "INR 5,000 per session per module" (en-IN grouping). */
export function perSessionPriceText(amount: number): string {
  const grouped =
    Number.isInteger(amount) && amount >= 0 && isPlainAmount(amount)
      ? groupIndian(String(amount))
      : (indianGrouping ??= new Intl.NumberFormat('en-IN')).format(amount);
  return `INR ${grouped} per session per module`;
}
