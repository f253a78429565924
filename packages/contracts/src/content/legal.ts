// The three legal pages (B1, B2, B9): /terms-and-conditions, /privacy-policy and /disclaimer.
// Plain, readable text for a fictional company (demo values from brand.ts); the privacy policy is
// written with India's Digital Personal Data Protection Act, 2023 in mind. Each page carries the
// "Last updated April 22, 2024" stamp and a contact section (support e-mail, phone, registered address).
// This is demo text, not legal advice: have it reviewed before a real launch.
import type { LegalDocument, LegalSlug } from './legal/common';
import { disclaimer } from './legal/disclaimer';
import { privacyPolicy } from './legal/privacy';
import { termsAndConditions } from './legal/terms';

export {
  LEGAL_LAST_UPDATED,
  LEGAL_STAMP,
  type LegalBlock,
  type LegalContact,
  type LegalDocument,
  type LegalSection,
  type LegalSlug,
} from './legal/common';
export { disclaimer, privacyPolicy, termsAndConditions };

export const LEGAL_DOCUMENTS: Readonly<Record<LegalSlug, LegalDocument>> = {
  'terms-and-conditions': termsAndConditions,
  'privacy-policy': privacyPolicy,
  disclaimer,
};

/** Every text of a document, in reading order: for tests and search. */
export function legalText(doc: LegalDocument): string {
  const blocks = doc.sections.flatMap((s) => [
    s.heading,
    ...s.blocks.flatMap((b) => (b.kind === 'paragraph' ? [b.text] : b.items)),
  ]);
  return [
    doc.title,
    doc.stamp,
    ...doc.summary,
    ...blocks,
    doc.contact.heading,
    doc.contact.intro,
    doc.contact.email,
    doc.contact.phone,
    ...doc.contact.addressLines,
  ].join('\n');
}
