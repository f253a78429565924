import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  amountText,
  checkoutFormHtml,
  commandHash,
  hashesMatch,
  isSignedReturn,
  newTxnid,
  payuText,
  requestHash,
  responseFieldsOf,
  responseHash,
  sameAmount,
} from './payu';

// The expected values are computed here from the literal pipe-joined strings of PayU's documented formulas, not
// through the code under test.
const sha512 = (text: string) => createHash('sha512').update(text, 'utf8').digest('hex');

const order = {
  key: 'JPM7Fg',
  txnid: 'SK0123456789ABCDEF0123',
  amount: '5000.00',
  productinfo: 'Booking 7 Individual Counselling (Virtual)',
  firstname: 'Asha',
  email: 'asha@example.com',
};
const SALT = 'TuxqAugd';

describe('PayU hashes', () => {
  it('signs the checkout request as sha512(key|txnid|amount|productinfo|firstname|email|udf1..udf5||||||SALT)', () => {
    const expected = sha512(
      'JPM7Fg|SK0123456789ABCDEF0123|5000.00|Booking 7 Individual Counselling (Virtual)|Asha|asha@example.com|7||||||||||TuxqAugd',
    );
    expect(requestHash({ ...order, udf: ['7', '', '', '', ''] }, SALT)).toBe(expected);
  });

  it('puts the five udf fields in order and leaves them empty when absent', () => {
    expect(requestHash({ ...order, udf: ['a', 'b', 'c', 'd', 'e'] }, SALT)).toBe(
      sha512(
        'JPM7Fg|SK0123456789ABCDEF0123|5000.00|Booking 7 Individual Counselling (Virtual)|Asha|asha@example.com|a|b|c|d|e||||||TuxqAugd',
      ),
    );
    expect(requestHash(order, SALT)).toBe(
      sha512(
        'JPM7Fg|SK0123456789ABCDEF0123|5000.00|Booking 7 Individual Counselling (Virtual)|Asha|asha@example.com|||||||||||TuxqAugd',
      ),
    );
  });

  it('checks the return as sha512(SALT|status||||||udf5|udf4|udf3|udf2|udf1|email|firstname|productinfo|amount|txnid|key)', () => {
    const expected = sha512(
      'TuxqAugd|success||||||e|d|c|b|a|asha@example.com|Asha|Booking 7 Individual Counselling (Virtual)|5000.00|SK0123456789ABCDEF0123|JPM7Fg',
    );
    expect(responseHash({ ...order, status: 'success', udf: ['a', 'b', 'c', 'd', 'e'] }, SALT)).toBe(expected);
  });

  it('leads the reverse hash with additionalCharges when PayU added fees', () => {
    const expected = sha512(
      '25.00|TuxqAugd|failure||||||||||7|asha@example.com|Asha|Booking 7 Individual Counselling (Virtual)|5000.00|SK0123456789ABCDEF0123|JPM7Fg',
    );
    expect(
      responseHash({ ...order, status: 'failure', udf: ['7', '', '', '', ''], additionalCharges: '25.00' }, SALT),
    ).toBe(expected);
  });

  it('reads a posted return into the reverse hash fields', () => {
    const posted = {
      ...order,
      status: 'success',
      udf1: '7',
      mihpayid: '403993715521937',
      hash: 'x',
    };
    expect(responseHash(responseFieldsOf(posted), SALT)).toBe(
      sha512(
        'TuxqAugd|success||||||||||7|asha@example.com|Asha|Booking 7 Individual Counselling (Virtual)|5000.00|SK0123456789ABCDEF0123|JPM7Fg',
      ),
    );
  });

  it('believes a posted return only with our key and its own reverse hash', () => {
    const posted: Record<string, string> = { ...order, status: 'success', udf1: '7' };
    posted.hash = sha512(
      'TuxqAugd|success||||||||||7|asha@example.com|Asha|Booking 7 Individual Counselling (Virtual)|5000.00|SK0123456789ABCDEF0123|JPM7Fg',
    );
    expect(isSignedReturn(posted, 'JPM7Fg', SALT)).toBe(true);
    expect(isSignedReturn(posted, 'OtherKey', SALT)).toBe(false);
    expect(isSignedReturn({ ...posted, amount: '1.00' }, 'JPM7Fg', SALT)).toBe(false);
    expect(isSignedReturn({ ...posted, hash: '' }, 'JPM7Fg', SALT)).toBe(false);
  });

  it('signs verify_payment as sha512(key|command|var1|salt)', () => {
    expect(commandHash('JPM7Fg', 'verify_payment', 'SK0123456789ABCDEF0123', SALT)).toBe(
      sha512('JPM7Fg|verify_payment|SK0123456789ABCDEF0123|TuxqAugd'),
    );
  });

  it('compares hashes in constant time, ignoring letter case and refusing other lengths', () => {
    const hash = sha512('anything');
    expect(hashesMatch(hash, hash)).toBe(true);
    expect(hashesMatch(hash.toUpperCase(), hash)).toBe(true);
    expect(hashesMatch(`${hash.slice(0, -1)}${hash.endsWith('0') ? '1' : '0'}`, hash)).toBe(false);
    expect(hashesMatch(hash.slice(0, 64), hash)).toBe(false);
    expect(hashesMatch('', hash)).toBe(false);
  });
});

describe('PayU fields', () => {
  it('formats amounts with two decimals and compares them as money', () => {
    expect(amountText(5000)).toBe('5000.00');
    expect(amountText('2000.5')).toBe('2000.50');
    expect(() => amountText(0)).toThrow();
    expect(sameAmount('5000', '5000.00')).toBe(true);
    expect(sameAmount('5000.00', '5000.00')).toBe(true);
    expect(sameAmount('4999.99', '5000.00')).toBe(false);
    expect(sameAmount('1e4', '10000.00')).toBe(false);
    expect(sameAmount(undefined, '5000.00')).toBe(false);
  });

  it('keeps hashed text free of the pipe and of characters PayU refuses', () => {
    expect(payuText('Booking 7 | Couples <Counselling>', 100)).toBe('Booking 7 Couples Counselling');
    expect(payuText('  Ａsha  ', 10)).toBe('sha');
    expect(payuText('x'.repeat(120), 100)).toHaveLength(100);
  });

  it('makes unique alphanumeric transaction ids within PayU’s 25 characters', () => {
    const ids = new Set(Array.from({ length: 200 }, newTxnid));
    expect(ids.size).toBe(200);
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9]{1,25}$/);
  });

  it('renders the checkout form with escaped values', () => {
    const html = checkoutFormHtml('https://test.payu.in/_payment', {
      ...order,
      firstname: 'A"sha<',
      phone: '9876543210',
      surl: 'https://sukoon.example/api/payments/success/X/',
      furl: 'https://sukoon.example/api/payments/failure/X/',
      curl: 'https://sukoon.example/api/payments/cancel/X/',
      hash: 'abc',
    });
    expect(html).toContain('action="https://test.payu.in/_payment" method="POST"');
    expect(html).toContain('name="firstname" value="A&quot;sha&lt;"');
    expect(html).not.toContain('<script');
  });
});
