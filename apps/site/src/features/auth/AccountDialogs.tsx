import { createPortal } from 'react-dom';
import { SignInDialog } from '@sukoon/ui/patterns/SignInDialog';
import { Toast } from '@sukoon/ui/primitives/Toast';
import { accountsCopy } from '@sukoon/contracts/copy/accounts';
import { shellCopy } from '@sukoon/contracts/copy/shell';
import { paths } from '../../lib/paths';
import { useOnline } from '../../lib/OnlineStatus';
import { useAccountFlows } from './useAccountFlows';
import { useGoogleButton } from './google/useGoogleButton';
import { CompleteProfileContainer } from './CompleteProfileContainer';
import { ForgotPasswordContainer } from './ForgotPasswordContainer';
import { withQuery } from '../../lib/QueryProvider';

/**
 * The account dialogs every page can open: sign-in, forgot password, Complete Your Profile, and the
 * "registration incomplete" notice. Rendered once, in the header.
 */
/** The account dialogs, with TanStack Query (they are loaded apart from the page, lib/QueryProvider). */
export const AccountDialogs = withQuery(AccountDialogsContent);

function AccountDialogsContent() {
  const flows = useAccountFlows();
  const { ui, openSignIn, closeDialogs, dispatchUi, requestResetCode, resendResetCode, resetPassword } = flows;
  const online = useOnline();

  return (
    <>
      {ui.dialog === 'signIn' ? <SignInContainer online={online} /> : null}
      <ForgotPasswordContainer
        open={ui.dialog === 'forgot'}
        onOpenChange={(open) => {
          if (!open) closeDialogs();
        }}
        online={online}
        onRequestCode={requestResetCode}
        onResendCode={resendResetCode}
        onResetPassword={resetPassword}
        onSignIn={() => openSignIn({ returnTo: ui.returnTo })}
      />
      <CompleteProfileContainer />
      {/* Portalled: inside the sticky header's stacking context the floating button would cover it. Only while
          shown (the Toast draws nothing otherwise), so a page rendered without a document (prerendering) has none. */}
      {ui.incompleteNotice
        ? createPortal(
            <Toast
              dismissLabel={shellCopy.dismiss}
              tone="warning"
              open
              message={accountsCopy.completeProfile.closedIncomplete}
              onDismiss={() => dispatchUi({ type: 'dismissIncompleteNotice' })}
            />,
            document.body,
          )
        : null}
    </>
  );
}

/** "Welcome Back", mounted only while open so the client id is fetched and Google loaded only when needed. */
function SignInContainer({ online }: { online: boolean }) {
  const { ui, closeDialogs, signInWithPassword, openForgotPassword } = useAccountFlows();
  const { socialButton, socialError, watch } = useGoogleButton('signin_with', accountsCopy.google.failed);

  return (
    <>
      {watch}
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
    </>
  );
}
