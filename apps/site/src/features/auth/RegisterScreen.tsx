import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { PageHeading } from '@sukoon/ui/PageHeading';
import { RegistrationForm } from '@sukoon/ui/RegistrationForm';
import { SocialSignInButton } from '@sukoon/ui/SocialSignInButton';
import type { RegisterRequest } from '@sukoon/contracts';
import { siteCopy } from '@sukoon/contracts/copy/site';
import { useOnline } from '../../lib/OnlineStatus';
import { paths, type LoginRequestState } from '../../lib/paths';
import { useAccountFlows } from './useAccountFlows';
import { useGoogleIdentity } from './google/useGoogleIdentity';
import { ACCOUNT_MESSAGES } from './errorMessages';
import * as layout from './pageLayout.css';

const loginRequest: LoginRequestState = { openLogin: true };

/** /register: the registration form; success stores the e-mail and goes to /verify-email (A2, A4). */
export function RegisterScreen() {
  const online = useOnline();
  const navigate = useNavigate();
  const { register, signInWithGoogle } = useAccountFlows();
  const { clientId } = useGoogleIdentity();
  const [socialError, setSocialError] = useState<string>();

  const submit = async (payload: RegisterRequest) => {
    await register(payload);
    navigate(paths.verifyEmail);
  };

  const socialButton = clientId ? (
    <SocialSignInButton
      clientId={clientId}
      text="signup_with"
      onCredential={({ credential }) => {
        setSocialError(undefined);
        signInWithGoogle(credential).catch((error: unknown) =>
          setSocialError(error instanceof Error ? error.message : ACCOUNT_MESSAGES.googleSignUpWidget),
        );
      }}
      onError={() => setSocialError(ACCOUNT_MESSAGES.googleSignUpWidget)}
    />
  ) : undefined;

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
