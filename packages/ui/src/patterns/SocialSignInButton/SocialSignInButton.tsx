import { useEffect, useEffectEvent, useRef } from 'react';
import {
  renderWithGoogleGlobal,
  type GoogleCredentialResponse,
  type SocialButtonRenderOptions,
  type SocialButtonSize,
  type SocialButtonText,
  type SocialCredential,
} from './googleIdentity';
import * as styles from './SocialSignInButton.css';

export interface SocialSignInButtonProps {
  /** The provider client id (from the site's cache or /api/users/google-client-id/). Absent: nothing renders. */
  clientId?: string;
  size?: SocialButtonSize;
  text?: SocialButtonText;
  onCredential(credential: SocialCredential): void;
  /** Google answered without a credential. */
  onError(): void;
  /** Draws the provider's button into the container; defaults to `window.google` (loaded by the site). */
  render?: (element: HTMLElement, options: SocialButtonRenderOptions) => void;
}

/** The container Google's "Sign in with Google" button renders into. */
export function SocialSignInButton({
  clientId,
  size = 'large',
  text = 'signin_with',
  onCredential,
  onError,
  render = renderWithGoogleGlobal,
}: SocialSignInButtonProps) {
  const containerRef = useRef<HTMLDivElement>(null);

  // Latest handlers without re-initialising the provider whenever a parent re-renders.
  const handleResponse = useEffectEvent((response: GoogleCredentialResponse) => {
    if (!response.credential) {
      onError();
      return;
    }
    onCredential({
      credential: response.credential,
      clientId: response.clientId ?? response.client_id ?? clientId ?? '',
      select_by: response.select_by ?? '',
    });
  });

  useEffect(() => {
    const element = containerRef.current;
    if (!element || !clientId) return;
    render(element, { clientId, size, text, callback: (response) => handleResponse(response) });
    // The provider appends its button; clear it so a new client id or size does not stack a second one.
    return () => element.replaceChildren();
  }, [clientId, size, text, render]);

  if (!clientId) return null;
  return <div ref={containerRef} className={styles.container({ size })} data-social-size={size} />;
}
