import { registerPageCopy } from '@sukoon/contracts/copy/pages/register';
import { RegisterScreen } from '../features/auth';
import { ScreenPage } from '../lib/PageHead';

/** /register (A2). */
export default function RegisterPage() {
  return <ScreenPage copy={registerPageCopy} screen={RegisterScreen} />;
}
