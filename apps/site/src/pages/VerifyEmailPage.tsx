import { VerifyEmailScreen } from '../features/auth';
import { PageHead } from '../lib/PageHead';

/** /verify-email (A2). */
export default function VerifyEmailPage() {
  return (
    <>
      <PageHead page="verifyEmail" />
      <VerifyEmailScreen />
    </>
  );
}
