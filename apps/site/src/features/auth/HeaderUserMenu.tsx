import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { UserMenu, type UserMenuItem } from '@sukoon/ui/patterns/UserMenu';
import { paths } from '../../lib/paths';
import { displayName } from './AuthProvider';
import { useAccountFlows } from './useAccountFlows';
import { AccountDialogs } from './AccountDialogs';
import { useLoginRequests } from './useLoginRequests';

/** The user menu in the header, and the account dialogs it (or any page) opens. */
export function HeaderUserMenu() {
  const { session, busy, openSignIn, signOut } = useAccountFlows();
  const navigate = useNavigate();
  useLoginRequests();
  const { firstName, lastName } = displayName(session?.user);

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
          return void signOut();
        case 'signin':
          return openSignIn();
      }
    },
    [navigate, signOut, openSignIn],
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
      <AccountDialogs />
    </>
  );
}
