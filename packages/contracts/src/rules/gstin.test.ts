import { describe, expect, it } from 'vitest';
import { ordersCopy } from '../copy/orders';
import {
  gstinCheckCharacter,
  gstinProblem,
  isGstStateCode,
  isValidGstin,
  normaliseGstin,
  optionalGstinSchema,
} from './gstin';

// GSTINs published as examples by GST software vendors; their check characters follow the mod-36 rule.
const VALID = ['27AAPFU0939F1ZV', '29AAGCB7383J1Z4'];

describe('GSTIN', () => {
  it('computes the documented mod-36 check character', () => {
    expect(gstinCheckCharacter('27AAPFU0939F1Z')).toBe('V');
    expect(gstinCheckCharacter('29AAGCB7383J1Z')).toBe('4');
    // A sum that is a multiple of 36 gives the check value 0.
    expect(gstinCheckCharacter('00000000000000')).toBe('0');
    expect(() => gstinCheckCharacter('27aapfu0939f1z')).toThrow();
  });

  it('accepts valid numbers, typed in any case and with spaces', () => {
    for (const gstin of VALID) expect(isValidGstin(gstin)).toBe(true);
    expect(isValidGstin(' 27aapfu0939f1zv ')).toBe(true);
    expect(isValidGstin('27 AAPFU 0939 F1ZV')).toBe(true);
    expect(normaliseGstin(' 27aapfu 0939f1zv')).toBe('27AAPFU0939F1ZV');
  });

  it('refuses at the boundaries, saying why', () => {
    expect(gstinProblem('27AAPFU0939F1Z')).toBe('length'); // 14
    expect(gstinProblem('27AAPFU0939F1ZVV')).toBe('length'); // 16
    expect(gstinProblem('')).toBe('length');
    expect(gstinProblem('27AAPFU0939F1Z-')).toBe('characters');
    expect(gstinProblem('00AAPFU0939F1ZV')).toBe('state');
    expect(gstinProblem('39AAPFU0939F1ZV')).toBe('state');
    // Every wrong check character is caught: the one right character passes, the other 35 fail.
    const wrong = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split('').filter((c) => c !== 'V');
    for (const c of wrong) expect(gstinProblem(`27AAPFU0939F1Z${c}`)).toBe('checksum');
    // A swap of two neighbouring characters changes the check character.
    expect(gstinProblem('27APAFU0939F1ZV')).toBe('checksum');
  });

  it('knows the state codes: 01-38, 97 and 99', () => {
    expect(['01', '27', '38', '97', '99'].every(isGstStateCode)).toBe(true);
    expect(['00', '39', '96', '98', '1', 'AA'].some(isGstStateCode)).toBe(false);
  });

  it('is an optional field: empty is null, a value is normalised or refused with the message', () => {
    expect(optionalGstinSchema.parse(null)).toBeNull();
    expect(optionalGstinSchema.parse(undefined)).toBeNull();
    expect(optionalGstinSchema.parse('')).toBeNull();
    expect(optionalGstinSchema.parse('   ')).toBeNull();
    expect(optionalGstinSchema.parse('29aagcb7383j1z4')).toBe('29AAGCB7383J1Z4');
    const bad = optionalGstinSchema.safeParse('29AAGCB7383J1Z5');
    expect(bad.success).toBe(false);
    if (!bad.success) expect(bad.error.issues[0]?.message).toBe(ordersCopy.gstin.checksum);
  });
});
