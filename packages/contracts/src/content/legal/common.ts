// What the three legal documents share: their shape, the helpers that write them, the contact section and the
// statements B1 requires, worded once. Each document is its own module (legal/terms.ts, ...), so a page's code
// carries its own document only; content/legal.ts gathers them.
import { brand } from '../../brand';
import { CRISIS_NUMBERS_SENTENCE } from '../crisis';

export type LegalBlock = { kind: 'paragraph'; text: string } | { kind: 'list'; items: readonly string[] };

export interface LegalSection {
  /** A stable anchor for the section's heading. */
  id: string;
  heading: string;
  blocks: readonly LegalBlock[];
}

export interface LegalContact {
  heading: string;
  intro: string;
  email: string;
  phone: string;
  /** The registered address: the company's name, then the address lines. */
  addressLines: readonly string[];
}

export type LegalSlug = 'terms-and-conditions' | 'privacy-policy' | 'disclaimer';

export interface LegalDocument {
  slug: LegalSlug;
  /** The route, "/terms-and-conditions". */
  path: `/${LegalSlug}`;
  title: string;
  metaDescription: string;
  /** B9: "April 22, 2024". */
  lastUpdated: string;
  /** B2: "Last updated April 22, 2024". */
  stamp: string;
  /** The points that matter most, in a few plain sentences, before the full text. */
  summary: readonly string[];
  sections: readonly LegalSection[];
  contact: LegalContact;
}

/** B9: the legal pages were last updated on this date. */
export const LEGAL_LAST_UPDATED = brand.legalLastUpdated;
export const LEGAL_STAMP = `Last updated ${LEGAL_LAST_UPDATED}`;

export const p = (text: string): LegalBlock => ({ kind: 'paragraph', text });
export const list = (...items: string[]): LegalBlock => ({ kind: 'list', items });
export const section = (id: string, heading: string, ...blocks: LegalBlock[]): LegalSection => ({
  id,
  heading,
  blocks,
});

export const name = brand.name;
export const company = brand.legalName;
export const supportPhone = brand.phones[0];
export const registeredAddress = [company, ...brand.offices.registered.lines];
export const registeredInline = registeredAddress.join(', ');

export const contact: LegalContact = {
  heading: 'Contact us',
  intro: 'Questions about this page, your account or a session? We are happy to help.',
  email: brand.supportEmail,
  phone: supportPhone,
  addressLines: registeredAddress,
};

/* The statements B1 requires, worded once and used on every page that needs them. */
export const AGE = `You must be at least 18 years old to use ${name}.`;
export const NOT_MEDICAL = `${name} is not a licensed medical or psychological service. Our counsellors and coaches do not diagnose illnesses, prescribe medicines or replace care from a doctor, psychiatrist or licensed clinical psychologist.`;
export const NOT_FOR_EMERGENCIES = `${name} is not for emergencies. If you are in crisis, or you or someone else is at risk of harm, please ${CRISIS_NUMBERS_SENTENCE}, or go to the nearest hospital.`;
export const REFUNDS = `Refunds are at ${name}'s discretion and are considered on request.`;
export const GOVERNING_LAW = 'These terms are governed by the laws of India.';
export const ARBITRATION = `Any dispute that we cannot settle together will be referred to arbitration by a sole arbitrator under the Arbitration and Conciliation Act, 1996. The seat and venue of arbitration will be Hyderabad, Telangana, and the proceedings will be in English. Subject to this, the courts at Hyderabad have exclusive jurisdiction.`;
export const NOT_FOR_CHILDREN = `${name} is not meant for children under 13, and we do not knowingly collect personal data from anyone under 18.`;
