import { termsAndConditions } from '@sukoon/contracts/content/legal/terms';
import { LegalDocumentScreen } from '../features/legal';

/** /terms-and-conditions (B2). */
export default function TermsPage() {
  return <LegalDocumentScreen page="terms" document={termsAndConditions} />;
}
