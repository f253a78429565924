/** Price display and parsing (B3, B5), and rupee formatting (en-IN). */

export const CONTACT_FOR_PRICING = 'Contact for pricing';

// Made on first use and kept: a currency formatter costs a throttled phone tens of milliseconds to make, so a page
// that imports this module without showing a rupee amount (most of them) should not pay for two at load.
let inrWhole: Intl.NumberFormat | undefined;
let inrPaise: Intl.NumberFormat | undefined;
let indianGrouping: Intl.NumberFormat | undefined;

/** ₹5,000; ₹1,00,000; ₹2,499.50 (paise only when there are any). */
export function formatInr(amount: number): string {
  if (Number.isInteger(amount)) {
    inrWhole ??= new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });
    return inrWhole.format(amount);
  }
  inrPaise ??= new Intl.NumberFormat('en-IN', {
    style: 'currency',
    currency: 'INR',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  return inrPaise.format(amount);
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
  indianGrouping ??= new Intl.NumberFormat('en-IN');
  return `INR ${indianGrouping.format(amount)} per session per module`;
}
