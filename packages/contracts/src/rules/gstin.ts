import * as z from 'zod/mini';
import { ordersCopy } from '../copy/orders';

/**
 * GSTIN, India's 15-character GST identification number: a 2-digit state code, the holder's PAN (10 characters), an
 * entity number, a default letter (Z for most holders) and a check character. The check character is the documented
 * mod-36 checksum over the first 14 characters (alphabet 0-9 then A-Z; weights 1, 2, 1, 2, … from the left; each
 * product contributes its base-36 quotient plus remainder; the check value is (36 - sum mod 36) mod 36).
 * Spec 02 section 5 leaves the GST number's rules open; the form and the server both use these.
 */

export const GSTIN_LENGTH = 15;
const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** State and union territory codes of the GST system: 01-38, 97 (other territory) and 99 (centre jurisdiction). */
export function isGstStateCode(code: string): boolean {
  if (!/^\d{2}$/.test(code)) return false;
  const n = Number(code);
  return (n >= 1 && n <= 38) || n === 97 || n === 99;
}

/** What a person types: spaces dropped, upper case. */
export function normaliseGstin(text: string): string {
  return text.replace(/\s+/g, '').toUpperCase();
}

/** The check character of the first 14 characters of a GSTIN (upper-case letters and digits). */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i += 1) {
    const value = ALPHABET.indexOf(first14[i] ?? '');
    if (value < 0) throw new Error(`Not a GSTIN character: ${first14[i] ?? '(missing)'}`);
    const product = value * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return ALPHABET[(36 - (sum % 36)) % 36]!;
}

export type GstinProblem = 'length' | 'characters' | 'state' | 'checksum';

/** Why a (normalised) GSTIN is not valid, in the order a person would fix it; null when it is valid. */
export function gstinProblem(text: string): GstinProblem | null {
  const gstin = normaliseGstin(text);
  if (gstin.length !== GSTIN_LENGTH) return 'length';
  if (!/^[0-9A-Z]+$/.test(gstin)) return 'characters';
  if (!isGstStateCode(gstin.slice(0, 2))) return 'state';
  if (gstinCheckCharacter(gstin.slice(0, 14)) !== gstin[14]) return 'checksum';
  return null;
}

export function isValidGstin(text: string): boolean {
  return gstinProblem(text) === null;
}

/** The message of a GSTIN problem (copy/orders.ts). */
export function gstinMessage(problem: GstinProblem): string {
  return ordersCopy.gstin[problem];
}

/**
 * The optional GST number field of the booking and membership payloads: empty or missing becomes null (spec 02
 * section 5: "sent as null when empty"); anything else is normalised and must be a valid GSTIN.
 */
export const optionalGstinSchema = z
  .pipe(
    z.nullish(z.string().check(z.maxLength(40))),
    z.transform((v) => normaliseGstin(v ?? '') || null),
  )
  .check(
    z.superRefine((value, context) => {
      if (value === null) return;
      const problem = gstinProblem(value);
      if (problem) context.addIssue({ code: 'custom', message: gstinMessage(problem) });
    }),
  );
