import { useLocation } from 'react-router-dom';
import { LEGAL_DOCUMENTS, type LegalSlug } from '@sukoon/contracts/content/legal';
import { siteCopy } from '@sukoon/contracts/copy/site';
import { LegalPage } from '@sukoon/ui/patterns/LegalPage';
import { PageHeading } from '@sukoon/ui/patterns/PageHeading';
import { PageHead } from '../lib/PageHead';
import { paths } from '../lib/paths';

const byPath = {
  [paths.terms.toLowerCase()]: { slug: 'terms-and-conditions', page: 'terms' },
  [paths.privacy.toLowerCase()]: { slug: 'privacy-policy', page: 'privacy' },
  [paths.disclaimer.toLowerCase()]: { slug: 'disclaimer', page: 'disclaimer' },
} as const satisfies Record<string, { slug: LegalSlug; page: 'terms' | 'privacy' | 'disclaimer' }>;

/** /terms-and-conditions, /privacy-policy and /disclaimer (B2): the full text, stamped, with its contact section. */
export default function LegalDocumentPage() {
  const { pathname } = useLocation();
  const { slug, page } = byPath[pathname.replace(/\/+$/, '').toLowerCase()] ?? byPath[paths.terms.toLowerCase()]!;
  return (
    <>
      <PageHead page={page} />
      <PageHeading title={siteCopy.pages[page].heading} />
      <LegalPage document={LEGAL_DOCUMENTS[slug]} />
    </>
  );
}
