import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { PageHeading } from '@sukoon/ui/PageHeading';
import { RegistrationForm } from '@sukoon/ui/RegistrationForm';
import { SocialSignInButton } from '@sukoon/ui/SocialSignInButton';
import type { RegisterRequest } from '@sukoon/contracts';
import { useOnline } from '../lib/OnlineStatus';
import { paths, type LoginRequestState } from '../lib/paths';
import { writeString } from '../lib/storage';
import { useRegister } from '../features/auth/api/register';
import { useAccountFlows } from '../features/auth/useAccountFlows';
import { useGoogleIdentity } from '../features/auth/google/useGoogleIdentity';
import { ACCOUNT_MESSAGES, registrationErrorMessage } from '../features/auth/errorMessages';
import * as layout from '../features/auth/pageLayout.css';

const loginRequest: LoginRequestState = { openLogin: true };

/** /register: the registration form; success stores the e-mail and goes to /verify-email (A2, A4). */
export default function RegisterPage() {
  const online = useOnline();
  const navigate = useNavigate();
  const registration = useRegister();
  const { signInWithGoogle } = useAccountFlows();
  const { clientId } = useGoogleIdentity();
  const [socialError, setSocialError] = useState<string>();

  const submit = async (payload: RegisterRequest) => {
    try {
      await registration.mutateAsync(payload);
    } catch (error) {
      throw new Error(registrationErrorMessage(error), { cause: error });
    }
    writeString('registeredEmail', payload.email);
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
      <PageHeading title="Create your account" subtitle="Join us to book sessions and manage your membership." />
      <div className={layout.section}>
        <RegistrationForm
          online={online}
          onSubmit={submit}
          onSignIn={() => navigate(paths.home, { state: loginRequest })}
          signInHref={paths.home}
          socialButton={socialButton}
          error={socialError}
          termsHref="/terms"
          privacyHref="/privacy"
        />
      </div>
    </>
  );
}
