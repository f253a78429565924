import { describe, expect, it } from 'vitest';
import { brand } from '../brand';
import { LEGAL_DOCUMENTS, disclaimer, legalText, privacyPolicy, termsAndConditions, type LegalDocument } from './legal';

const docs = Object.values(LEGAL_DOCUMENTS);
const text = (doc: LegalDocument) => legalText(doc).replace(/\s+/g, ' ');

describe('every legal page (B2, B9)', () => {
  it.each(docs.map((doc) => [doc.slug, doc] as const))('%s: stamp, route, title and contact section', (slug, doc) => {
    expect(doc.stamp).toBe('Last updated April 22, 2024');
    expect(doc.path).toBe(`/${slug}`);
    expect(doc.title).not.toBe('');
    expect(doc.metaDescription.length).toBeGreaterThan(50);
    expect(doc.metaDescription.length).toBeLessThanOrEqual(170);
    expect(doc.contact.email).toBe(brand.supportEmail);
    expect(doc.contact.phone).toBe(brand.phones[0]);
    expect(doc.contact.addressLines).toEqual([brand.legalName, ...brand.offices.registered.lines]);
  });

  it.each(docs.map((doc) => [doc.slug, doc] as const))(
    '%s: says plainly it is not for emergencies, with the helplines',
    (_, doc) => {
      const summary = doc.summary.join(' ');
      expect(summary).toMatch(/is not for emergencies/);
      expect(summary).toContain('14416');
      expect(summary).toContain('1-800-891-4416');
      expect(summary).toContain('112');
    },
  );

  it.each(docs.map((doc) => [doc.slug, doc] as const))(
    '%s: sections have unique anchors and no empty text',
    (_, doc) => {
      const ids = doc.sections.map((s) => s.id);
      expect(new Set(ids).size).toBe(ids.length);
      for (const s of doc.sections) {
        expect(s.blocks.length).toBeGreaterThan(0);
        for (const b of s.blocks) {
          const parts = b.kind === 'paragraph' ? [b.text] : b.items;
          for (const part of parts) expect(part.trim()).not.toBe('');
        }
      }
    },
  );
});

describe('the statements B1 requires', () => {
  it('terms: 18 or over, not a licensed medical or psychological service, refunds, law and arbitration', () => {
    const t = text(termsAndConditions);
    expect(t).toContain('You must be at least 18 years old');
    expect(t).toContain('is not a licensed medical or psychological service');
    expect(t).toContain('is not for emergencies');
    expect(t).toMatch(/Refunds are at Sukoon's discretion and are considered on request/);
    expect(t).toContain('governed by the laws of India');
    expect(t).toMatch(/arbitration[^.]*Arbitration and Conciliation Act, 1996/);
    expect(t).toContain('seat and venue of arbitration will be Hyderabad');
  });

  it('privacy: DPDP Act 2023, what and why, retention, rights, grievance officer, children under 13', () => {
    const t = text(privacyPolicy);
    expect(t).toContain('Digital Personal Data Protection Act, 2023');
    expect(t).toContain('Data Fiduciary');
    const headings = privacyPolicy.sections.map((s) => s.heading);
    expect(headings).toEqual(
      expect.arrayContaining([
        'What we collect',
        'Why we use it',
        'How long we keep it',
        'Your rights',
        'Grievance Officer',
        'Children',
      ]),
    );
    expect(t).toContain('not meant for children under 13');
    expect(t).toMatch(/withdraw your consent/i);
    expect(t).toMatch(/corrected, completed or updated/);
    expect(t).toMatch(/erased/);
    expect(t).toMatch(/Nominate another person/);
    expect(t).toContain('Data Protection Board of India');
    const grievance = privacyPolicy.sections.find((s) => s.id === 'grievance-officer')!;
    const grievanceText = grievance.blocks.flatMap((b) => (b.kind === 'list' ? b.items : [b.text])).join(' ');
    expect(grievanceText).toContain(brand.supportEmail);
    expect(grievanceText).toContain(brand.phones[0]);
    expect(grievanceText).toContain(brand.offices.registered.lines[1]);
  });

  it('privacy: says what the product does: the download, the deletion, what deletion keeps and why', () => {
    const t = text(privacyPolicy);
    expect(t).toContain('Download my data');
    expect(t).toContain('Delete my account');
    expect(privacyPolicy.sections.map((s) => s.id)).toContain('deleting-your-account');
    expect(t).toMatch(/invoices are kept exactly as they were issued[^.]*72 months/);
    expect(t).toMatch(/Sign-ins: 30 days/);
    expect(t).toMatch(/E-mails we sent you: 30 days/);
  });

  it('disclaimer: not a licensed medical or psychological service, not for emergencies, 18 or over', () => {
    const t = text(disclaimer);
    expect(t).toContain('is not a licensed medical or psychological service');
    expect(t).toContain('is not for emergencies');
    expect(t).toContain('You must be at least 18 years old');
  });

  it('makes no promise of cure or outcome', () => {
    for (const doc of docs) expect(text(doc)).not.toMatch(/\b(cure|guarantee[ds]?)\b/i);
  });
});
