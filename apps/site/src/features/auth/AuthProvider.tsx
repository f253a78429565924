import { createContext, useCallback, useContext, useMemo, useReducer, useState, type ReactNode } from 'react';
import type { User } from '@sukoon/contracts';
import { forgetPersonalData, readJson, readString, writeJson, writeString } from '../../lib/storage';
import { useHydrated } from '../../lib/useHydrated';

/**
 * The account state every page shares (spec 01 section 4):
 * - the session: signed in on load when both a stored token and a stored user exist;
 * - which account dialog is open (sign-in, forgot password, complete profile), so the header's
 *   dialogs can be opened from any page (a route state flag, the registration page's Google button,
 *   the profile page's login prompt).
 * It lives above the router, so it never navigates; useAccountFlows (inside the router) does.
 */

export interface Session {
  token: string;
  user: User;
}

export type AccountDialog = 'none' | 'signIn' | 'forgot' | 'completeProfile';

export interface AccountUiState {
  dialog: AccountDialog;
  /** The message a login request carried ("Please login to access your bookings"). */
  signInMessage?: string;
  /** Where to go after signing in, instead of /MyProfile. */
  returnTo?: string;
  /** How the user reached Complete Your Profile; decides what is stored when it succeeds. */
  completionSource?: 'password' | 'google';
  /** "User registration incomplete..." after the profile dialog was closed unfinished. */
  incompleteNotice: boolean;
}

export type AccountUiAction =
  | { type: 'openSignIn'; message?: string; returnTo?: string }
  | { type: 'openForgot' }
  | { type: 'openCompleteProfile'; source: 'password' | 'google' }
  | { type: 'closeCompleteProfile' }
  | { type: 'close' }
  | { type: 'dismissIncompleteNotice' }
  | { type: 'resume'; ui: Partial<AccountUiState> };

export const initialAccountUi: AccountUiState = { dialog: 'none', incompleteNotice: false };

export function accountUiReducer(state: AccountUiState, action: AccountUiAction): AccountUiState {
  switch (action.type) {
    case 'openSignIn':
      return {
        ...state,
        dialog: 'signIn',
        signInMessage: action.message,
        returnTo: action.returnTo,
        incompleteNotice: false,
      };
    case 'openForgot':
      return { ...state, dialog: 'forgot' };
    case 'openCompleteProfile':
      return { ...state, dialog: 'completeProfile', completionSource: action.source, incompleteNotice: false };
    case 'closeCompleteProfile':
      return { ...state, dialog: 'none', completionSource: undefined, returnTo: undefined, incompleteNotice: true };
    case 'close':
      return { ...state, dialog: 'none', signInMessage: undefined, returnTo: undefined, completionSource: undefined };
    case 'dismissIncompleteNotice':
      return { ...state, incompleteNotice: false };
    case 'resume':
      return { ...state, ...action.ui };
  }
}

/** The user's name for the header: first and last name, else the parts of `name`. */
export function displayName(user: Pick<User, 'first_name' | 'last_name' | 'name'> | undefined): {
  firstName?: string;
  lastName?: string;
} {
  if (!user) return {};
  const first = user.first_name?.trim();
  const last = user.last_name?.trim();
  if (first || last) return { firstName: first || undefined, lastName: last || undefined };
  const [head, ...rest] = (user.name ?? '').trim().split(/\s+/).filter(Boolean);
  return { firstName: head, lastName: rest.join(' ') || undefined };
}

function readSession(): Session | null {
  const token = readString('token');
  const user = readJson<User>('user');
  return token && user && typeof user === 'object' ? { token, user } : null;
}

/**
 * A Google user who left (or reloaded) in the middle of Complete Your Profile still has a token but
 * no user: the dialog opens again, so the token is never used by someone who is not signed in.
 */
function resumedUi(): Partial<AccountUiState> {
  const halfRegistered =
    readString('token') !== null && readJson('user') === null && readJson('incompleteGoogleRegistration') !== null;
  return halfRegistered ? { dialog: 'completeProfile', completionSource: 'google' } : {};
}

export interface AuthContextValue {
  session: Session | null;
  /** A sign-in, social sign-in or logout call is in flight (the user menu shows its loading state). */
  busy: boolean;
  setBusy(busy: boolean): void;
  /** Stores token and user and marks the visitor signed in. */
  startSession(session: Session): void;
  /** Replaces the stored user (after the profile was completed or reloaded). */
  updateUser(user: User): void;
  /** Forgets every personal key of storage, token and user included (logout, or a 401 from the server). */
  clearSession(): void;
  /** Opens the sign-in dialog, with a notice above it and where to go once signed in. */
  openSignIn(request?: { message?: string; returnTo?: string }): void;
  ui: AccountUiState;
  dispatchUi(action: AccountUiAction): void;
}

const AuthContext = createContext<AuthContextValue | null>(null);

export interface AuthProviderProps {
  children: ReactNode;
}

export function AuthProvider({ children }: AuthProviderProps) {
  // Storage is the browser's: a prerendered page is built signed out, so its hydrating render starts signed out
  // too and reads storage on the render right after (React's "adjust state while rendering", no effect, no flash).
  const hydrated = useHydrated();
  const [storageRead, setStorageRead] = useState(hydrated);
  const [session, setSession] = useState<Session | null>(() => (hydrated ? readSession() : null));
  const [busy, setBusy] = useState(false);
  const [ui, dispatchUi] = useReducer(accountUiReducer, undefined, () => ({
    ...initialAccountUi,
    ...(hydrated ? resumedUi() : {}),
  }));
  if (hydrated && !storageRead) {
    setStorageRead(true);
    setSession(readSession());
    dispatchUi({ type: 'resume', ui: resumedUi() });
  }

  const startSession = useCallback((next: Session) => {
    writeString('token', next.token);
    writeJson('user', next.user);
    setSession(next);
  }, []);

  const updateUser = useCallback((user: User) => {
    writeJson('user', user);
    setSession((current) => (current ? { ...current, user } : current));
  }, []);

  const clearSession = useCallback(() => {
    forgetPersonalData();
    setSession(null);
  }, []);

  const openSignIn = useCallback(
    (request: { message?: string; returnTo?: string } = {}) => dispatchUi({ type: 'openSignIn', ...request }),
    [],
  );

  const value = useMemo<AuthContextValue>(
    () => ({ session, busy, setBusy, startSession, updateUser, clearSession, openSignIn, ui, dispatchUi }),
    [session, busy, startSession, updateUser, clearSession, openSignIn, ui],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider> (see AppProviders).');
  return value;
}
