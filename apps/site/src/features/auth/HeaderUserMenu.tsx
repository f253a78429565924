import { Suspense, useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { UserMenu, type UserMenuItem } from '@sukoon/ui/patterns/UserMenu';
import { lazyNamed } from '@sukoon/ui/lazyNamed';
import { paths } from '../../lib/paths';
import { importInSteps } from '../../lib/mainThread';
import { useQueryClientSource } from '../../lib/queryClientSource';
import { displayName, useAuth } from './AuthProvider';
import { useLoginRequests } from './useLoginRequests';

// The dialogs, their forms (react-hook-form, zod) and the account calls are loaded the first time a dialog
// opens, not with every page: most visitors never open one.
export const loadAccountDialogs = () => import('./AccountDialogs');
const AccountDialogs = lazyNamed(loadAccountDialogs, 'AccountDialogs');

/**
 * Loads the dialogs' code ahead of the first click in steps (importInSteps): zod (through zodBrowserConfig:
 * `import('zod/mini')` would be the whole library, not the parts the schemas use), then the account calls' schemas,
 * then the dialogs, their forms and the API client. Evaluated at once, they were one 261 ms task on a throttled phone,
 * right after the page became interactive, which a tap then waited behind.
 */
const preloadAccountDialogs = () =>
  importInSteps(
    [() => import('@sukoon/contracts/zodBrowserConfig'), () => import('@sukoon/contracts/endpoints/accounts')],
    loadAccountDialogs,
  );

/** The user menu in the header, and the account dialogs it (or any page) opens. */
export function HeaderUserMenu() {
  const { session, busy, setBusy, clearSession, openSignIn, ui } = useAuth();
  const querySource = useQueryClientSource();
  const navigate = useNavigate();
  useLoginRequests();
  const { firstName, lastName } = displayName(session?.user);
  // Mounted from the first time one is wanted, then kept, so closing plays out like opening.
  const dialogWanted = ui.dialog !== 'none' || ui.incompleteNotice;
  const [dialogsLoaded, setDialogsLoaded] = useState(dialogWanted);
  if (dialogWanted && !dialogsLoaded) setDialogsLoaded(true);
  // Fetched as soon as the page is up (after hydration, off its critical path), so Sign In opens at once and
  // still shows its offline notice when the connection drops later (spec 01).
  useEffect(() => {
    preloadAccountDialogs().catch(() => undefined);
  }, []);

  const onSelect = useCallback(
    (item: UserMenuItem) => {
      switch (item) {
        case 'profile':
          return navigate(paths.myProfile);
        case 'bookings':
          return navigate(paths.myBookings);
        case 'membership':
          return navigate(paths.myMembership);
        case 'staff':
          return navigate(paths.staff);
        case 'logout':
          return void import('./signOut').then(({ signOut }) =>
            signOut({ setBusy, clearSession, queryClient: querySource.client }),
          );
        case 'signin':
          return openSignIn();
      }
    },
    [navigate, setBusy, clearSession, querySource, openSignIn],
  );

  return (
    <>
      <UserMenu
        status={busy ? 'loading' : session ? 'signed-in' : 'guest'}
        firstName={firstName}
        lastName={lastName}
        staff={session?.user?.role === 'staff'}
        onSelect={onSelect}
      />
      {dialogsLoaded ? (
        <Suspense fallback={null}>
          <AccountDialogs />
        </Suspense>
      ) : null}
    </>
  );
}
