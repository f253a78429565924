import { useState } from 'react';
import { createPortal } from 'react-dom';
import { SignInDialog } from '@sukoon/ui/SignInDialog';
import { ForgotPasswordDialog } from '@sukoon/ui/ForgotPasswordDialog';
import { SocialSignInButton } from '@sukoon/ui/SocialSignInButton';
import { Toast } from '@sukoon/ui/Toast';
import { paths } from '../../lib/paths';
import { useOnline } from '../../lib/OnlineStatus';
import { useAccountFlows } from './useAccountFlows';
import { useGoogleIdentity } from './google/useGoogleIdentity';
import { forgetPassword } from './api/forgetPassword';
import { resetPassword } from './api/resetPassword';
import { ACCOUNT_MESSAGES, forgotPasswordErrorMessage, type ForgotCall } from './errorMessages';
import { CompleteProfileContainer } from './CompleteProfileContainer';

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Runs a forgot-password call and turns any failure into the catalogue's text (A8). */
async function forgotCall<T>(call: ForgotCall, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw new Error(forgotPasswordErrorMessage(error, call), { cause: error });
  }
}

/**
 * The account dialogs every page can open: sign-in, forgot password, Complete Your Profile, and the
 * "registration incomplete" notice. Rendered once, in the header.
 */
export function AccountDialogs() {
  const flows = useAccountFlows();
  const { ui, openSignIn, closeDialogs, dispatchUi } = flows;
  const online = useOnline();

  return (
    <>
      {ui.dialog === 'signIn' ? <SignInContainer online={online} /> : null}
      <ForgotPasswordDialog
        open={ui.dialog === 'forgot'}
        onOpenChange={(open) => {
          if (!open) closeDialogs();
        }}
        online={online}
        onRequestCode={(email) => forgotCall('request', () => forgetPassword(email))}
        onResendCode={(email) => forgotCall('resend', () => forgetPassword(email))}
        onResetPassword={(input) => forgotCall('reset', () => resetPassword(input))}
        onSignIn={() => openSignIn({ returnTo: ui.returnTo })}
      />
      <CompleteProfileContainer />
      {/* Portalled: inside the sticky header's stacking context the floating button would cover it. */}
      {createPortal(
        <Toast
          tone="warning"
          open={ui.incompleteNotice}
          message={ACCOUNT_MESSAGES.registrationIncomplete}
          // The notice asks for something; it stays until the visitor dismisses it.
          autoHideMs={Infinity}
          onDismiss={() => dispatchUi({ type: 'dismissIncompleteNotice' })}
        />,
        document.body,
      )}
    </>
  );
}

/** "Welcome Back", mounted only while open so the client id is fetched and Google loaded only when needed. */
function SignInContainer({ online }: { online: boolean }) {
  const { ui, closeDialogs, signInWithPassword, signInWithGoogle, openForgotPassword } = useAccountFlows();
  const { clientId } = useGoogleIdentity();
  const [socialError, setSocialError] = useState<string>();

  const socialButton = clientId ? (
    <SocialSignInButton
      clientId={clientId}
      text="signin_with"
      onCredential={({ credential }) => {
        setSocialError(undefined);
        signInWithGoogle(credential).catch((error: unknown) => setSocialError(errorText(error)));
      }}
      onError={() => setSocialError(ACCOUNT_MESSAGES.googleFailedGeneric)}
    />
  ) : undefined;

  return (
    <SignInDialog
      open
      onOpenChange={(open) => {
        if (!open) closeDialogs();
      }}
      online={online}
      onSubmit={signInWithPassword}
      onForgotPassword={openForgotPassword}
      socialButton={socialButton}
      message={ui.signInMessage}
      error={socialError}
      registerHref={paths.register}
    />
  );
}
