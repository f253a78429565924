import { describe, expect, it } from 'vitest';
import { CONTACT_FOR_PRICING, displayPrice, formatInr, parsePrice, perSessionPriceText } from './prices';

describe('parsePrice', () => {
  it.each([
    ['INR 5,000 per session per module', 5000],
    ['INR 50,000 per session per module', 50000],
    ['₹ 10,000', 10000],
    ['₹10,000', 10000],
    ['₹1,00,000', 100000],
    ['10,00,000', 1000000],
    ['1,000,000', 1000000],
    ['5000', 5000],
    ['5000.00', 5000],
    ['2,499.50', 2499.5],
    ['Rs. 2,000/-', 2000],
    ['Rs 750', 750],
    ['Rs.750', 750],
    ['  INR 2,000  ', 2000],
    ['INR 0 per session per module', 0],
    ['5,000.', 5000],
  ])('%s -> %s', (text, expected) => {
    expect(parsePrice(text)).toBe(expected);
  });

  it.each([
    'Contact for pricing',
    '',
    '   ',
    'free',
    'INR',
    '5,000 - 10,000',
    'INR 5,000 for 3-5 members',
    '-500',
    '5,00',
    '50,00,00',
    '5k',
    'abc123def',
    '1.2.3',
  ])('%s -> null', (text) => {
    expect(parsePrice(text)).toBeNull();
  });

  it('takes numbers as they are, rejecting negatives and non-finite values', () => {
    expect(parsePrice(5000)).toBe(5000);
    expect(parsePrice(-1)).toBeNull();
    expect(parsePrice(Number.NaN)).toBeNull();
    expect(parsePrice(null)).toBeNull();
    expect(parsePrice(undefined)).toBeNull();
  });
});

describe('displayPrice', () => {
  it.each([
    [''],
    ['  '],
    ['0'],
    ['free'],
    ['Free'],
    ['INR 0 per session per module'],
    ['INR 0.00 per session per module'],
    [null],
    [undefined],
    [0],
  ])('%s shows Contact for pricing', (price) => {
    expect(displayPrice(price)).toBe(CONTACT_FOR_PRICING);
    expect(CONTACT_FOR_PRICING).toBe('Contact for pricing');
  });

  it('shows any other text as given (trimmed), and a number in rupees', () => {
    expect(displayPrice('INR 5,000 per session per module')).toBe('INR 5,000 per session per module');
    expect(displayPrice(' Pricing on request ')).toBe('Pricing on request');
    expect(displayPrice(5000)).toBe('₹5,000');
  });
});

describe('formatInr', () => {
  it('uses the rupee sign and Indian grouping', () => {
    expect(formatInr(5000)).toBe('₹5,000');
    expect(formatInr(100000)).toBe('₹1,00,000');
    expect(formatInr(1250000)).toBe('₹12,50,000');
    expect(formatInr(0)).toBe('₹0');
    expect(formatInr(2499.5)).toBe('₹2,499.50');
  });

  it('writes the catalogue price text', () => {
    expect(perSessionPriceText(2000)).toBe('INR 2,000 per session per module');
    expect(perSessionPriceText(100000)).toBe('INR 1,00,000 per session per module');
    expect(perSessionPriceText(2499.5)).toBe('INR 2,499.5 per session per module');
  });

  // The amounts are written out instead of by Intl.NumberFormat (whose first use is a long task on a slow phone): the
  // same text as en-IN's formatters, for every amount up to 20,000 and for larger, fractional and negative ones.
  it('writes exactly what en-IN Intl.NumberFormat writes', () => {
    const whole = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });
    const paise = new Intl.NumberFormat('en-IN', {
      style: 'currency',
      currency: 'INR',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    const grouping = new Intl.NumberFormat('en-IN');
    const intl = (amount: number) => (Number.isInteger(amount) ? whole : paise).format(amount);
    const amounts: number[] = [];
    for (let amount = 0; amount <= 20_000; amount += 1) amounts.push(amount, amount + 0.125, amount + 0.375);
    let seed = 7;
    const random = () => (seed = (seed * 48271) % 2147483647) / 2147483647;
    for (let i = 0; i < 5_000; i += 1) {
      const large = Math.floor(random() * 10 ** (6 + Math.floor(random() * 9)));
      const cents = Math.floor(random() * 10 ** (3 + Math.floor(random() * 6))) + Math.floor(random() * 1000) / 1000;
      amounts.push(large, -large, cents, -cents, random() * 1000);
    }
    amounts.push(0.005, 1.005, 2.675, 999.995, 99_999.999, 10 ** 14 + 0.5, -0.001, 10 ** 15, 10 ** 21, Infinity);
    const differing = amounts.filter((amount) => formatInr(amount) !== intl(amount));
    expect(differing.map((amount) => [amount, formatInr(amount), intl(amount)])).toEqual([]);
    const grouped = amounts.filter((amount) => Number.isInteger(amount) && amount >= 0);
    const groupedDiffering = grouped.filter(
      (amount) => perSessionPriceText(amount) !== `INR ${grouping.format(amount)} per session per module`,
    );
    expect(groupedDiffering).toEqual([]);
  });
});
