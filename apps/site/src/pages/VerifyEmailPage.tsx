import { verifyEmailPageCopy } from '@sukoon/contracts/copy/pages/verifyEmail';
import { VerifyEmailScreen } from '../features/auth';
import { PageHead } from '../lib/PageHead';
import { withQuery } from '../lib/QueryProvider';

/** /verify-email (A2). */
function VerifyEmailPage() {
  return (
    <>
      <PageHead copy={verifyEmailPageCopy} />
      <VerifyEmailScreen />
    </>
  );
}

export default withQuery(VerifyEmailPage);
