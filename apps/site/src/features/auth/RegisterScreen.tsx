import { useNavigate } from 'react-router-dom';
import { PageHeading } from '@sukoon/ui/patterns/PageHeading';
import { RegistrationForm } from '@sukoon/ui/patterns/RegistrationForm';
import type { RegisterRequest } from '@sukoon/contracts';
import { siteCopy } from '@sukoon/contracts/copy/site';
import { accountsCopy } from '@sukoon/contracts/copy/accounts';
import { useOnline } from '../../lib/OnlineStatus';
import { paths, type LoginRequestState } from '../../lib/paths';
import { useAccountFlows } from './useAccountFlows';
import { useGoogleButton } from './google/useGoogleButton';
import * as layout from './pageLayout.css';

const loginRequest: LoginRequestState = { openLogin: true };

/** /register: the registration form; success stores the e-mail and goes to /verify-email (A2, A4). */
export function RegisterScreen() {
  const online = useOnline();
  const navigate = useNavigate();
  const { register } = useAccountFlows();
  const { socialButton, socialError } = useGoogleButton('signup_with', accountsCopy.google.signUpFailed);

  const submit = async (payload: RegisterRequest) => {
    await register(payload);
    navigate(paths.verifyEmail);
  };

  return (
    <>
      <PageHeading title={siteCopy.pages.register.heading} subtitle={siteCopy.pages.register.subtitle} />
      <div className={layout.section}>
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
