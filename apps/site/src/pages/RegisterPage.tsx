import { registerPageCopy } from '@sukoon/contracts/copy/pages/register';
import { RegisterScreen } from '../features/auth';
import { PageHead } from '../lib/PageHead';

/** /register (A2). */
export default function RegisterPage() {
  return (
    <>
      <PageHead copy={registerPageCopy} />
      <RegisterScreen />
    </>
  );
}
