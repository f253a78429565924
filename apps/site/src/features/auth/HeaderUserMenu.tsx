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
 * then the dialogs, their forms and the API client. Evaluated at once, they are one long task on a slow phone,
 * which a tap then waits behind. Once only: later calls share the first one's promise, unless it failed.
 */
let accountDialogsPreload: Promise<unknown> | undefined;
const preloadAccountDialogs = () => {
  accountDialogsPreload ??= importInSteps(
    [() => import('@sukoon/contracts/zodBrowserConfig'), () => import('@sukoon/contracts/endpoints/accounts')],
    loadAccountDialogs,
  ).catch(() => {
    accountDialogsPreload = undefined;
  });
};

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
  // A dialog was chosen before its code came (a first visit on a slow phone: about a second at 4x CPU and 1.6 Mbps):
  // the menu button shows it is busy meanwhile, so the tap was not lost.
  const [dialogsComing, setDialogsComing] = useState(false);

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
        status={busy ? 'loading' : session ? 'signed-in' : dialogsComing ? 'loading' : 'guest'}
        firstName={firstName}
        lastName={lastName}
        staff={session?.user?.role === 'staff'}
        onSelect={onSelect}
        // Run when the visitor reaches for the menu, not with every page: run after hydration, they added to every
        // page's Total Blocking Time, and a guest needs two
        // clicks (the menu, then Sign In) to open one. The service worker keeps their files for offline Sign In
        // (build/offlineShell.ts).
        onIntent={preloadAccountDialogs}
      />
      {dialogsLoaded ? (
        <Suspense fallback={<WhileShown onChange={setDialogsComing} />}>
          <AccountDialogs />
        </Suspense>
      ) : null}
    </>
  );
}

/** A Suspense fallback that draws nothing and tells its owner whether it is on screen (the awaited code is coming). */
function WhileShown({ onChange }: { onChange(shown: boolean): void }) {
  useEffect(() => {
    onChange(true);
    return () => onChange(false);
  }, [onChange]);
  return null;
}
