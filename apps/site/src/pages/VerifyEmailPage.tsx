import { verifyEmailPageCopy } from '@sukoon/contracts/copy/pages/verifyEmail';
import { VerifyEmailScreen } from '../features/auth';
import { ScreenPage } from '../lib/PageHead';
import { withQuery } from '../lib/QueryProvider';

/** /verify-email (A2). */
function VerifyEmailPage() {
  return <ScreenPage copy={verifyEmailPageCopy} screen={VerifyEmailScreen} />;
}

export default withQuery(VerifyEmailPage);
