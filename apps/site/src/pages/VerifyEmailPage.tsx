import { VerifyEmailScreen } from '../features/auth';
import { PageHead } from '../lib/PageHead';
import { withQuery } from '../lib/QueryProvider';

/** /verify-email (A2). */
function VerifyEmailPage() {
  return (
    <>
      <PageHead page="verifyEmail" />
      <VerifyEmailScreen />
    </>
  );
}

export default withQuery(VerifyEmailPage);
