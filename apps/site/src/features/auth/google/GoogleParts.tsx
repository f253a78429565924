import { useEffect, type ReactNode } from 'react';
import { SocialSignInButton } from '@sukoon/ui/patterns/SocialSignInButton';
import { useAccountFlows } from '../useAccountFlows';
import { useGoogleIdentity } from './useGoogleIdentity';
import { withQuery } from '../../../lib/QueryProvider';

// Google sign-in's two parts, loaded apart from the page that offers it (useGoogleButton): most visitors never use
// it, and its client-id query and the Google journey (the account flows) would weigh on a page's first load.

/** Finds out whether Google sign-in can be offered: reports the client id once it and Google's script are there. */
function IdentityWatch({ onClientId }: { onClientId(clientId: string | undefined): void }): ReactNode {
  const { clientId } = useGoogleIdentity();
  useEffect(() => onClientId(clientId), [clientId, onClientId]);
  return null;
}

export interface GoogleButtonProps {
  clientId: string;
  text: 'signin_with' | 'signup_with';
  /** The text when Google's widget itself fails (A8). */
  widgetFailure: string;
  /** The failure to show, or undefined to clear it. */
  onFailure(text: string | undefined): void;
}

/** Google's button, wired to the Google sign-in journey. */
function Button({ clientId, text, widgetFailure, onFailure }: GoogleButtonProps): ReactNode {
  const { signInWithGoogle } = useAccountFlows();
  return (
    <SocialSignInButton
      clientId={clientId}
      text={text}
      onCredential={({ credential }) => {
        onFailure(undefined);
        signInWithGoogle(credential).catch((error: unknown) =>
          onFailure(error instanceof Error ? error.message : widgetFailure),
        );
      }}
      onError={() => onFailure(widgetFailure)}
    />
  );
}

export const GoogleIdentityWatch = withQuery(IdentityWatch);
export const GoogleButton = withQuery(Button);
