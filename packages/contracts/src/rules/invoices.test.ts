import { describe, expect, it } from 'vitest';
import { brand } from '../brand';
import { isValidGstin } from './gstin';
import {
  GST_STATE_CODES,
  financialYearOf,
  formatInvoiceNumber,
  numberInIndianWords,
  placeOfSupply,
  rupeesInWords,
  splitInclusiveGst,
  stateOfGstCode,
  toPaise,
} from './invoices';
import { indianStatesAndUnionTerritories } from './locations';

describe('financialYearOf (April to March, Indian time)', () => {
  it('turns over at midnight on 1 April in India', () => {
    expect(financialYearOf(new Date('2027-03-31T18:29:59Z'))).toBe('2026-27'); // 31 Mar 23:59:59 IST
    expect(financialYearOf(new Date('2027-03-31T18:30:00Z'))).toBe('2027-28'); // 1 Apr 00:00 IST
    expect(financialYearOf(new Date('2026-11-24T12:00:00Z'))).toBe('2026-27');
    expect(financialYearOf(new Date('2099-06-01T00:00:00Z'))).toBe('2099-00');
  });
});

describe('formatInvoiceNumber', () => {
  it('is prefix/year/sequence within GST rule 46 (16 characters, letters, digits, - and /)', () => {
    expect(formatInvoiceNumber('SUK', '2026-27', 1)).toBe('SUK/26-27/00001');
    expect(formatInvoiceNumber('SUK', '2026-27', 99_999)).toBe('SUK/26-27/99999');
  });

  it('refuses a sequence it cannot write and a prefix that would break the rule', () => {
    expect(() => formatInvoiceNumber('SUK', '2026-27', 0)).toThrow(RangeError);
    expect(() => formatInvoiceNumber('SUK', '2026-27', 100_000)).toThrow(RangeError);
    expect(() => formatInvoiceNumber('SUK', '2026-27', 1.5)).toThrow(RangeError);
    expect(() => formatInvoiceNumber('SUKOON', '2026-27', 1)).toThrow(RangeError);
    expect(() => formatInvoiceNumber('S K', '2026-27', 1)).toThrow(RangeError);
  });
});

describe('GST state codes', () => {
  it('has a code for each of the 36 states and union territories, none twice', () => {
    expect(Object.keys(GST_STATE_CODES).sort()).toEqual([...indianStatesAndUnionTerritories].sort());
    expect(new Set(Object.values(GST_STATE_CODES)).size).toBe(36);
    expect(stateOfGstCode('36')).toBe('Telangana');
    expect(stateOfGstCode('32')).toBe('Kerala');
    expect(stateOfGstCode('25')).toBeUndefined(); // Daman and Diu's old code, merged into 26
  });

  it("the company's demo GSTIN is valid and in its own state", () => {
    expect(isValidGstin(brand.gst.gstin)).toBe(true);
    expect(brand.gst.gstin.slice(0, 2)).toBe(brand.gst.stateCode);
  });
});

describe('placeOfSupply', () => {
  const supplierStateCode = '36';
  it("is a registered client's GSTIN state first", () => {
    expect(
      placeOfSupply({ clientGstin: '32AABCK5678L1Z7', country: 'IN', state: 'Telangana', supplierStateCode }),
    ).toBe('32');
  });
  it("else the client's state in India", () => {
    expect(placeOfSupply({ country: 'IN', state: 'Kerala', supplierStateCode })).toBe('32');
    expect(placeOfSupply({ country: 'India', state: ' Telangana ', supplierStateCode })).toBe('36');
  });
  it("else the supplier's own state (no Indian address on record, or an unknown one)", () => {
    expect(placeOfSupply({ country: 'US', state: 'California', supplierStateCode })).toBe('36');
    expect(placeOfSupply({ country: 'IN', state: 'Atlantis', supplierStateCode })).toBe('36');
    expect(placeOfSupply({ clientGstin: '', country: null, state: null, supplierStateCode })).toBe('36');
  });
});

describe('splitInclusiveGst (18%, paise)', () => {
  it('a client in Telangana (the supplier state) pays CGST and SGST', () => {
    expect(splitInclusiveGst(toPaise(5000), 18, '36', '36')).toEqual({
      taxable: 423729,
      cgst: 38136,
      sgst: 38135,
      igst: 0,
      total: 500000,
      kind: 'intra',
      ratePercent: 18,
    });
  });

  it('a client in Kerala pays IGST', () => {
    expect(splitInclusiveGst(toPaise(5000), 18, '36', '32')).toEqual({
      taxable: 423729,
      cgst: 0,
      sgst: 0,
      igst: 76271,
      total: 500000,
      kind: 'inter',
      ratePercent: 18,
    });
  });

  it('always adds up to what was paid, at every small amount', () => {
    for (let paise = 0; paise <= 2000; paise += 1) {
      for (const pos of ['36', '32']) {
        const split = splitInclusiveGst(paise, 18, '36', pos);
        expect(split.taxable + split.cgst + split.sgst + split.igst).toBe(paise);
        expect(Math.abs(split.cgst - split.sgst)).toBeLessThanOrEqual(1);
      }
    }
  });

  it('refuses fractions of a paisa and negative amounts', () => {
    expect(() => splitInclusiveGst(10.5, 18, '36', '36')).toThrow(RangeError);
    expect(() => splitInclusiveGst(-1, 18, '36', '36')).toThrow(RangeError);
  });
});

describe('amounts in words (Indian system)', () => {
  it('counts in thousands, lakhs and crores', () => {
    expect(numberInIndianWords(0)).toBe('Zero');
    expect(numberInIndianWords(19)).toBe('Nineteen');
    expect(numberInIndianWords(21)).toBe('Twenty-One');
    expect(numberInIndianWords(100)).toBe('One Hundred');
    expect(numberInIndianWords(999)).toBe('Nine Hundred Ninety-Nine');
    expect(numberInIndianWords(1000)).toBe('One Thousand');
    expect(numberInIndianWords(99_999)).toBe('Ninety-Nine Thousand Nine Hundred Ninety-Nine');
    expect(numberInIndianWords(100_000)).toBe('One Lakh');
    expect(numberInIndianWords(1_25_000)).toBe('One Lakh Twenty-Five Thousand');
    expect(numberInIndianWords(1_00_00_000)).toBe('One Crore');
    expect(numberInIndianWords(123_45_67_890)).toBe(
      'One Hundred Twenty-Three Crore Forty-Five Lakh Sixty-Seven Thousand Eight Hundred Ninety',
    );
  });

  it('writes rupees and paise', () => {
    expect(rupeesInWords(500000)).toBe('Rupees Five Thousand Only');
    expect(rupeesInWords(423729)).toBe('Rupees Four Thousand Two Hundred Thirty-Seven and Paise Twenty-Nine Only');
    expect(rupeesInWords(5)).toBe('Rupees Zero and Paise Five Only');
    expect(() => rupeesInWords(1.5)).toThrow(RangeError);
  });
});
