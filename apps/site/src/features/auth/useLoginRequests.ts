import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { isLoginRequestState } from '../../lib/paths';
import { useAuth } from './AuthProvider';

/**
 * Route-driven sign-in: a route state flag `{ openLogin: true, message?, returnTo? }` opens the
 * sign-in dialog on arrival (once per history entry), and leaving a page (e.g. "Register now")
 * closes it. Used by the header's user menu, once for the whole site.
 */
export function useLoginRequests() {
  const { session, ui, dispatchUi, openSignIn } = useAuth();
  const location = useLocation();

  // Declared before the login-request effect, so a redirect that asks for the dialog still opens it.
  const lastPath = useRef(location.pathname);
  const dialog = ui.dialog;
  useEffect(() => {
    if (lastPath.current === location.pathname) return;
    lastPath.current = location.pathname;
    if (dialog === 'signIn' || dialog === 'forgot') dispatchUi({ type: 'close' });
    // Only a change of page matters here, not the dialog state.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.pathname]);

  const handled = useRef(new Set<string>());
  useEffect(() => {
    const state: unknown = location.state;
    if (!isLoginRequestState(state) || handled.current.has(location.key)) return;
    handled.current.add(location.key);
    if (session) return; // already signed in (e.g. back to an old entry): nothing to ask
    openSignIn({ message: state.message, returnTo: state.returnTo });
  }, [location.key, location.state, session, openSignIn]);
}
