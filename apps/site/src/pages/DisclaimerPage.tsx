import { disclaimer } from '@sukoon/contracts/content/legal/disclaimer';
import { LegalDocumentScreen } from '../features/legal';

/** /disclaimer (B2). */
export default function DisclaimerPage() {
  return <LegalDocumentScreen page="disclaimer" document={disclaimer} />;
}
