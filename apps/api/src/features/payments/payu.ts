import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { escapeHtml } from '../../mail/layout';

/**
 * PayU hosted checkout (https://docs.payu.in): the request hash the checkout form carries, the reverse hash PayU signs
 * its return POST with, and the form itself. Pure functions: the routes and the sandbox gateway share them.
 */

export type Udf = readonly [string, string, string, string, string];
export const EMPTY_UDF: Udf = ['', '', '', '', ''];

export interface PayuRequestFields {
  key: string;
  txnid: string;
  /** Rupees with two decimals, "5000.00": the exact text is hashed, so it must be the text posted. */
  amount: string;
  productinfo: string;
  firstname: string;
  email: string;
  udf?: Udf;
}

export interface PayuResponseFields extends PayuRequestFields {
  status: string;
  /** Present when PayU added convenience fees; it then leads the reverse hash. */
  additionalCharges?: string | undefined;
}

const sha512 = (text: string) => createHash('sha512').update(text, 'utf8').digest('hex');

/** sha512(key|txnid|amount|productinfo|firstname|email|udf1|udf2|udf3|udf4|udf5||||||SALT). */
export function requestHash(fields: PayuRequestFields, salt: string): string {
  const udf = fields.udf ?? EMPTY_UDF;
  return sha512(
    [
      fields.key,
      fields.txnid,
      fields.amount,
      fields.productinfo,
      fields.firstname,
      fields.email,
      ...udf,
      '',
      '',
      '',
      '',
      '',
      salt,
    ].join('|'),
  );
}

/**
 * The return's hash: sha512(SALT|status||||||udf5|udf4|udf3|udf2|udf1|email|firstname|productinfo|amount|txnid|key),
 * with `additionalCharges|` in front when PayU charged extra.
 */
export function responseHash(fields: PayuResponseFields, salt: string): string {
  const udf = fields.udf ?? EMPTY_UDF;
  const parts = [
    salt,
    fields.status,
    '',
    '',
    '',
    '',
    '',
    udf[4],
    udf[3],
    udf[2],
    udf[1],
    udf[0],
    fields.email,
    fields.firstname,
    fields.productinfo,
    fields.amount,
    fields.txnid,
    fields.key,
  ];
  if (fields.additionalCharges) parts.unshift(fields.additionalCharges);
  return sha512(parts.join('|'));
}

/** Constant-time comparison of the posted hash with the expected one (both lower-case hex once normalised). */
export function hashesMatch(posted: string, expected: string): boolean {
  const a = Buffer.from(posted.trim().toLowerCase(), 'utf8');
  const b = Buffer.from(expected.toLowerCase(), 'utf8');
  // Lengths are public (a sha512 is always 128 hex characters), so checking them first leaks nothing.
  return a.length === b.length && timingSafeEqual(a, b);
}

/** A posted return is PayU's when its key is ours and its hash is the reverse hash of its own fields (constant-time). */
export function isSignedReturn(fields: Record<string, string>, key: string, salt: string): boolean {
  return (
    fields.key === key &&
    typeof fields.hash === 'string' &&
    hashesMatch(fields.hash, responseHash(responseFieldsOf(fields), salt))
  );
}

/** sha512(key|command|var1|salt): the hash of PayU's postservice commands such as verify_payment. */
export function commandHash(key: string, command: string, var1: string, salt: string): string {
  return sha512([key, command, var1, salt].join('|'));
}

/** "SK" and 20 random hex characters: unique, unguessable, and within PayU's 25-character alphanumeric txnid. */
export function newTxnid(): string {
  return `SK${randomBytes(10).toString('hex').toUpperCase()}`;
}

/** A price in rupees as PayU's amount text, "5000.00". */
export function amountText(rupees: number | string): string {
  const value = typeof rupees === 'number' ? rupees : Number(rupees);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`Not a payable amount: ${String(rupees)}`);
  return value.toFixed(2);
}

/** Two amount texts name the same sum of money ("5000", "5000.0" and "5000.00" do). */
export function sameAmount(a: string | undefined, b: string): boolean {
  if (a === undefined || !/^\d+(\.\d{1,2})?$/.test(a.trim())) return false;
  return Math.round(Number(a) * 100) === Math.round(Number(b) * 100);
}

/**
 * Text that goes into a hashed field: the pipe is the hash's separator, and PayU rejects some characters, so only a
 * plain set is kept.
 */
export function payuText(value: string, max: number): string {
  return value
    .replace(/[^A-Za-z0-9 .,()&:@_-]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, max)
    .trim();
}

export interface CheckoutForm extends PayuRequestFields {
  phone: string;
  surl: string;
  furl: string;
  /** PayU's cancel URL, used when the customer cancels on its page. */
  curl: string;
  hash: string;
}

export const CHECKOUT_FORM_ID = 'payu-checkout-form';

/** The hosted-checkout form the site auto-submits: every field hidden, the action PayU's (or the sandbox's) URL. */
export function checkoutFormHtml(action: string, form: CheckoutForm): string {
  const udf = form.udf ?? EMPTY_UDF;
  const fields: [string, string][] = [
    ['key', form.key],
    ['txnid', form.txnid],
    ['amount', form.amount],
    ['productinfo', form.productinfo],
    ['firstname', form.firstname],
    ['email', form.email],
    ['phone', form.phone],
    ['surl', form.surl],
    ['furl', form.furl],
    ['curl', form.curl],
    ['udf1', udf[0]],
    ['udf2', udf[1]],
    ['udf3', udf[2]],
    ['udf4', udf[3]],
    ['udf5', udf[4]],
    ['hash', form.hash],
  ];
  const inputs = fields
    .map(([name, value]) => `<input type="hidden" name="${name}" value="${escapeHtml(value)}" />`)
    .join('\n');
  return `<form id="${CHECKOUT_FORM_ID}" name="payu" action="${escapeHtml(action)}" method="POST">\n${inputs}\n</form>`;
}

/** Reads a form-encoded body as strings (repeated fields keep their first value, anything else is ignored). */
export function formFields(body: unknown): Record<string, string> {
  const fields: Record<string, string> = {};
  if (body === null || typeof body !== 'object') return fields;
  for (const [name, value] of Object.entries(body as Record<string, unknown>)) {
    const first = Array.isArray(value) ? value[0] : value;
    if (typeof first === 'string') fields[name] = first;
    else if (typeof first === 'number') fields[name] = String(first);
  }
  return fields;
}

/** The response fields of a posted return, as the reverse hash reads them. */
export function responseFieldsOf(fields: Record<string, string>): PayuResponseFields {
  return {
    key: fields.key ?? '',
    txnid: fields.txnid ?? '',
    amount: fields.amount ?? '',
    productinfo: fields.productinfo ?? '',
    firstname: fields.firstname ?? '',
    email: fields.email ?? '',
    status: fields.status ?? '',
    udf: [fields.udf1 ?? '', fields.udf2 ?? '', fields.udf3 ?? '', fields.udf4 ?? '', fields.udf5 ?? ''],
    additionalCharges: fields.additionalCharges || undefined,
  };
}
