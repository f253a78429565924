import { useState, type ReactNode } from 'react';
import { SocialSignInButton } from '@sukoon/ui/patterns/SocialSignInButton';
import { useAccountFlows } from '../useAccountFlows';
import { useGoogleIdentity } from './useGoogleIdentity';

/**
 * Google's button for the sign-in dialog ('signin_with') or the registration page ('signup_with'),
 * wired to the Google sign-in journey, and the text to show when it fails: the journey's own text,
 * or `widgetFailure` when Google's widget itself fails (A8). No button until the client id and
 * Google's script are there.
 */
export function useGoogleButton(
  text: 'signin_with' | 'signup_with',
  widgetFailure: string,
): { socialButton: ReactNode; socialError: string | undefined } {
  const { signInWithGoogle } = useAccountFlows();
  const { clientId } = useGoogleIdentity();
  const [socialError, setSocialError] = useState<string>();

  const socialButton = clientId ? (
    <SocialSignInButton
      clientId={clientId}
      text={text}
      onCredential={({ credential }) => {
        setSocialError(undefined);
        signInWithGoogle(credential).catch((error: unknown) =>
          setSocialError(error instanceof Error ? error.message : widgetFailure),
        );
      }}
      onError={() => setSocialError(widgetFailure)}
    />
  ) : undefined;

  return { socialButton, socialError };
}
