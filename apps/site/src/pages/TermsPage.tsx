import { termsPageCopy } from '@sukoon/contracts/copy/pages/terms';
import { termsAndConditions } from '@sukoon/contracts/content/legal/terms';
import { LegalDocumentScreen } from '../features/legal';

/** /terms-and-conditions (B2). */
export default function TermsPage() {
  return <LegalDocumentScreen copy={termsPageCopy} document={termsAndConditions} />;
}
