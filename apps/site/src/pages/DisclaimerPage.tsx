import { disclaimerPageCopy } from '@sukoon/contracts/copy/pages/disclaimer';
import { disclaimer } from '@sukoon/contracts/content/legal/disclaimer';
import { LegalDocumentScreen } from '../features/legal';

/** /disclaimer (B2). */
export default function DisclaimerPage() {
  return <LegalDocumentScreen copy={disclaimerPageCopy} document={disclaimer} />;
}
