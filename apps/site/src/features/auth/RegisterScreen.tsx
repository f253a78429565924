import { useNavigate } from 'react-router-dom';
import { PageHeading } from '@sukoon/ui/patterns/PageHeading';
import { RegistrationForm } from '@sukoon/ui/patterns/RegistrationForm';
import type { RegisterRequest } from '@sukoon/contracts';
import { registerPageCopy } from '@sukoon/contracts/copy/pages/register';
import { accountsCopy } from '@sukoon/contracts/copy/accounts';
import { useOnline } from '../../lib/OnlineStatus';
import { paths, type LoginRequestState } from '../../lib/paths';
import { loadOnDemand } from '../../lib/callCode';
import { useGoogleButton } from './google/useGoogleButton';
import * as layout from './pageLayout.css';

const loginRequest: LoginRequestState = { openLogin: true };

/** /register: the registration form; success stores the e-mail and goes to /verify-email (A2, A4). */
export function RegisterScreen() {
  const online = useOnline();
  const navigate = useNavigate();
  const { socialButton, socialError, watch } = useGoogleButton('signup_with', accountsCopy.google.signUpFailed);

  // The registration journey (a call that needs no session, ./accountCalls) loads when the form is sent.
  const submit = async (payload: RegisterRequest) => {
    const { accountCalls } = await loadOnDemand(() => import('./accountCalls'));
    await accountCalls.register(payload);
    navigate(paths.verifyEmail);
  };

  return (
    <>
      <PageHeading title={registerPageCopy.heading} subtitle={registerPageCopy.subtitle} />
      <div className={layout.section}>
        {watch}
        <RegistrationForm
          online={online}
          onSubmit={submit}
          onSignIn={() => navigate(paths.home, { state: loginRequest })}
          signInHref={paths.home}
          socialButton={socialButton}
          error={socialError}
          termsHref={paths.termsShort}
          privacyHref={paths.privacyShort}
        />
      </div>
    </>
  );
}
