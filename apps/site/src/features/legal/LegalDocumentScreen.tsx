import type { LegalDocument } from '@sukoon/contracts/content/legal';
import type { PageCopy } from '@sukoon/contracts/copy/pageHead';
import { LegalPage } from '@sukoon/ui/patterns/LegalPage';
import { PageHeading } from '@sukoon/ui/patterns/PageHeading';
import { PageHead } from '../../lib/PageHead';

/**
 * A legal page (B2): the full text, stamped, with its contact section. Each of the three routes has its own page
 * module that passes its own document, so a page's code carries one document, not the three.
 */
export function LegalDocumentScreen({ copy, document }: { copy: PageCopy; document: LegalDocument }) {
  return (
    <>
      <PageHead copy={copy} />
      <PageHeading title={copy.heading ?? copy.title} />
      <LegalPage document={document} />
    </>
  );
}
