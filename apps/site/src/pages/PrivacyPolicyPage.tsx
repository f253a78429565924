import { privacyPolicy } from '@sukoon/contracts/content/legal/privacy';
import { LegalDocumentScreen } from '../features/legal';

/** /privacy-policy (B2). */
export default function PrivacyPolicyPage() {
  return <LegalDocumentScreen page="privacy" document={privacyPolicy} />;
}
