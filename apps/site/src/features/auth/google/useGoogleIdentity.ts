import { useEffect, useState } from 'react';
import { useGoogleClientId } from '../api/googleClientId';
import { googleIdentityAvailable, loadGoogleIdentity } from './googleScript';

/**
 * The client id and whether Google's script is ready. The script is requested only once an id is
 * known; `clientId` is undefined until both are there, so no social button shows before it can work.
 */
export function useGoogleIdentity(): { clientId: string | undefined } {
  const clientId = useGoogleClientId().data ?? '';
  const [ready, setReady] = useState(googleIdentityAvailable);

  useEffect(() => {
    if (!clientId || ready) return;
    let active = true;
    loadGoogleIdentity().then(
      () => active && setReady(true),
      // Blocked or offline: e-mail sign-in still works, the social button simply stays away.
      () => undefined,
    );
    return () => {
      active = false;
    };
  }, [clientId, ready]);

  return { clientId: clientId && ready ? clientId : undefined };
}
