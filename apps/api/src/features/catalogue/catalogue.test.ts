import { FALLBACK_CATEGORIES } from '@sukoon/contracts/content/catalogue';
import { describe, expect, it } from 'vitest';
import { bookablePrice, catalogueRows } from './catalogue';
import type { ServiceRow } from './schema';

describe('bookablePrice (contact-only services cannot be booked)', () => {
  const rows = catalogueRows();
  const service = (id: number) => {
    const row = rows.services.find((s) => s.id === id)!;
    const category = FALLBACK_CATEGORIES.find((c) => c.id === row.categoryId)!;
    return { service: row as ServiceRow, categoryName: category.name };
  };

  it('gives the parsed price of the priced virtual services', () => {
    expect([101, 201, 301, 501, 601, 701].map((id) => bookablePrice(service(id)))).toEqual([
      5000, 10000, 10000, 10000, 2000, 50000,
    ]);
  });

  it('refuses contact-only services by each of the spec’s rules', () => {
    expect(bookablePrice(service(302))).toBeNull(); // title Management
    expect(bookablePrice(service(402))).toBeNull(); // Educational & Professional Institutions
    expect(bookablePrice(service(102))).toBeNull(); // "Personalized"
    const priced = service(101);
    expect(bookablePrice({ ...priced, service: { ...priced.service, id: 9999 } })).toBeNull();
    expect(bookablePrice({ ...priced, service: { ...priced.service, isContactService: true } })).toBeNull();
    expect(bookablePrice({ ...priced, service: { ...priced.service, price: 'Contact for pricing' } })).toBeNull();
    expect(
      bookablePrice({ ...priced, service: { ...priced.service, price: 'INR 0 per session per module' } }),
    ).toBeNull();
  });

  it('flags every contact-only service of the seed', () => {
    expect(rows.services.filter((s) => s.isContactService).map((s) => s.id)).toEqual([
      102, 202, 302, 303, 401, 402, 502, 602, 702,
    ]);
  });
});
