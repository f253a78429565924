import { Suspense, useState, type ReactNode } from 'react';
import { lazyNamed } from '@sukoon/ui/lazyNamed';
import { useHydrated } from '../../../lib/useHydrated';
import type * as GoogleParts from './GoogleParts';

// A chunk that cannot come (offline) means no button this visit, never a failed page.
const noGoogleParts: typeof GoogleParts = { GoogleIdentityWatch: () => null, GoogleButton: () => null };
const loadGoogleParts = () => import('./GoogleParts').catch(() => noGoogleParts);
const GoogleIdentityWatch = lazyNamed(loadGoogleParts, 'GoogleIdentityWatch');
const GoogleButton = lazyNamed(loadGoogleParts, 'GoogleButton');

/**
 * Google's button for the sign-in dialog ('signin_with') or the registration page ('signup_with'),
 * wired to the Google sign-in journey, and the text to show when it fails: the journey's own text,
 * or `widgetFailure` when Google's widget itself fails (A8). No button until the client id and
 * Google's script are there. The code behind both loads apart from the page (./GoogleParts): render `watch`
 * anywhere in the screen; it shows nothing, and finds out whether the button can be offered. If that code cannot
 * come (offline), there is no button, and e-mail sign-in works as before.
 */
export function useGoogleButton(
  text: 'signin_with' | 'signup_with',
  widgetFailure: string,
): { socialButton: ReactNode; socialError: string | undefined; watch: ReactNode } {
  const [clientId, setClientId] = useState<string>();
  const [socialError, setSocialError] = useState<string>();
  // Only in the browser, once hydrated: the prerendered page has no button, and a part still loading while the
  // build renders would leave its Suspense boundary for the browser to render again (React's error 419).
  const hydrated = useHydrated();

  const watch = hydrated ? (
    <Suspense fallback={null}>
      <GoogleIdentityWatch onClientId={setClientId} />
    </Suspense>
  ) : null;
  const socialButton = clientId ? (
    <Suspense fallback={null}>
      <GoogleButton clientId={clientId} text={text} widgetFailure={widgetFailure} onFailure={setSocialError} />
    </Suspense>
  ) : undefined;

  return { socialButton, socialError, watch };
}
