import { privacyPageCopy } from '@sukoon/contracts/copy/pages/privacy';
import { privacyPolicy } from '@sukoon/contracts/content/legal/privacy';
import { LegalDocumentScreen } from '../features/legal';

/** /privacy-policy (B2). */
export default function PrivacyPolicyPage() {
  return <LegalDocumentScreen copy={privacyPageCopy} document={privacyPolicy} />;
}
