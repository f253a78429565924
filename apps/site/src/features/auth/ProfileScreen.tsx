import { LOGIN_REDIRECT_MS, type ProfileRequest } from '@sukoon/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { myProfilePageCopy } from '@sukoon/contracts/copy/pages/myProfile';
import { PageHeading } from '@sukoon/ui/patterns/PageHeading';
import { ProfileDetails, type ProfileStatus } from '@sukoon/ui/patterns/ProfileDetails';
import { Notice } from '@sukoon/ui/primitives/Notice';
import { OfflineNotice } from '@sukoon/ui/primitives/OfflineNotice';
import { lazyNamed } from '@sukoon/ui/lazyNamed';
import { accountsCopy } from '@sukoon/contracts/copy/accounts';
import { shellCopy } from '@sukoon/contracts/copy/shell';
import { ApiError } from '../../lib/apiError';
import { failureMessage } from '../../lib/failureMessage';
import { useClock } from '../../lib/Clock';
import { useOnline } from '../../lib/OnlineStatus';
import { paths, type LoginRequestState } from '../../lib/paths';
import { useDeleteAccount } from './api/deleteAccount';
import { useSavePreferences } from './api/savePreferences';
import { useDownloadMyData } from './api/downloadMyData';
import { useAccountFlows } from './useAccountFlows';
import { useSaveProfile } from './api/saveProfile';
import { useUserProfile } from './api/userProfile';
import { userProfileFailure } from './errorMessages';
import * as layout from './pageLayout.css';

// The two dialogs (Radix's Dialog and their forms) load once the profile is shown, not with the page:
// most visits only read it. Mounted from the first time one opens, then kept, so closing plays out like opening.
const loadChangePasswordDialog = () => import('@sukoon/ui/patterns/ChangePasswordDialog');
const loadDeleteAccountDialog = () => import('@sukoon/ui/patterns/DeleteAccountDialog');
const ChangePasswordDialog = lazyNamed(loadChangePasswordDialog, 'ChangePasswordDialog');
const DeleteAccountDialog = lazyNamed(loadDeleteAccountDialog, 'DeleteAccountDialog');

const isUnauthorised = (error: unknown) => error instanceof ApiError && error.kind === 'http' && error.status === 401;

/**
 * /MyProfile and /myProfile: the user's details and the Change Password modal. Without a session it
 * says authentication is required and, 5 s later, goes home with the sign-in dialog requested. A 401
 * from the server ends the session and opens the sign-in dialog here at once.
 */
export function ProfileScreen() {
  const { session, clearSession, updateUser, openSignIn, ui, changePassword } = useAccountFlows();
  const navigate = useNavigate();
  const location = useLocation();
  const online = useOnline();
  const token = session?.token ?? null;
  const profile = useUserProfile(token);
  const [changing, setChanging] = useState(false);
  const [deleting, setDeleting] = useState(false);
  // The account is gone: this device is signed out and the page says so, instead of asking to sign in.
  const [deleted, setDeleted] = useState(false);
  const queryClient = useQueryClient();
  const saveProfile = useSaveProfile(token);
  const saveEdits = async (values: ProfileRequest) => {
    await saveProfile.mutateAsync(values);
  };
  const deleteAccount = useDeleteAccount();
  const confirmDelete = async (values: { password: string }) => {
    await deleteAccount.mutateAsync(values);
    setDeleting(false);
    setDeleted(true);
    clearSession();
    queryClient.clear();
  };
  const now = useClock();
  const dataDownload = useDownloadMyData();
  const [downloadState, setDownloadState] = useState<'idle' | 'preparing' | 'failed'>('idle');
  const download = async () => {
    setDownloadState('preparing');
    try {
      await dataDownload.mutateAsync(now());
      setDownloadState('idle');
    } catch {
      setDownloadState('failed');
    }
  };

  // Session reminders: the switch moves at once and goes back, with the page's error, if the change was not saved.
  const [reminders, setReminders] = useState<{ on: boolean; state: 'idle' | 'failed' }>();
  const savePreferences = useSavePreferences();
  const changeReminders = async (on: boolean) => {
    setReminders({ on, state: 'idle' });
    try {
      const saved = await savePreferences.mutateAsync({ session_reminders: on });
      setReminders({ on: saved.session_reminders, state: 'idle' });
    } catch {
      setReminders({ on: !on, state: 'failed' });
    }
  };

  // 401: the stored token is no longer valid. Forget it and ask the visitor to sign in again.
  const unauthorised = isUnauthorised(profile.error);
  useEffect(() => {
    if (!unauthorised || !token) return;
    clearSession();
    openSignIn({ message: accountsCopy.profile.authRequired, returnTo: location.pathname });
  }, [unauthorised, token, clearSession, openSignIn, location.pathname]);

  // No session: redirect after 5 s, but not while the visitor is using the sign-in dialog here.
  const dialogOpen = ui.dialog !== 'none';
  useEffect(() => {
    if (session || dialogOpen || deleted) return;
    const request: LoginRequestState = {
      openLogin: true,
      message: accountsCopy.profile.authRequired,
      returnTo: location.pathname,
    };
    const timer = setTimeout(() => navigate(paths.home, { replace: true, state: request }), LOGIN_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [session, dialogOpen, deleted, navigate, location.pathname]);

  // A fresh profile also refreshes the name in the header.
  const loaded = profile.data?.kind === 'user' ? profile.data.user : undefined;
  useEffect(() => {
    if (loaded && session && JSON.stringify(loaded) !== JSON.stringify(session.user)) updateUser(loaded);
  }, [loaded, session, updateUser]);

  let status: ProfileStatus;
  let message: string | undefined;
  if (!session || unauthorised) status = 'auth-required';
  else if (profile.isPending) status = 'loading';
  else if (profile.isError) {
    status = 'error';
    message = failureMessage(profile.error, userProfileFailure);
  } else status = profile.data?.kind === 'user' ? 'loaded' : 'empty';

  const offlineWithoutData = !online && status !== 'loaded' && status !== 'auth-required';

  // Fetched as soon as the profile is on screen, so either dialog opens at once on the first click, offline too.
  const shown = status === 'loaded';
  useEffect(() => {
    if (!shown) return;
    loadChangePasswordDialog().catch(() => undefined);
    loadDeleteAccountDialog().catch(() => undefined);
  }, [shown]);
  const [dialogsMounted, setDialogsMounted] = useState(false);
  if ((changing || deleting) && !dialogsMounted) setDialogsMounted(true);

  return (
    <>
      <PageHeading title={myProfilePageCopy.heading} />
      <div className={`${layout.section} ${layout.wide}`}>
        {deleted ? (
          <Notice tone="success">{accountsCopy.deleteAccount.done}</Notice>
        ) : offlineWithoutData ? (
          <OfflineNotice
            title={shellCopy.offline.title}
            message={shellCopy.offline.message}
            action={{ label: accountsCopy.profile.retry, onClick: () => void profile.refetch() }}
          />
        ) : (
          <ProfileDetails
            status={status}
            user={loaded}
            message={message}
            onChangePassword={() => setChanging(true)}
            onRetry={() => void profile.refetch()}
            redirectSeconds={LOGIN_REDIRECT_MS / 1000}
            onDownloadData={() => void download()}
            downloadState={downloadState}
            onSessionRemindersChange={(on) => void changeReminders(on)}
            sessionReminders={reminders?.on ?? loaded?.session_reminders !== false}
            remindersState={reminders?.state}
            onDeleteAccount={() => setDeleting(true)}
            onSaveProfile={saveEdits}
          />
        )}
      </div>
      {dialogsMounted ? (
        <Suspense fallback={null}>
          <ChangePasswordDialog
            open={changing}
            onOpenChange={setChanging}
            onSubmit={changePassword}
            username={loaded?.email}
          />
          <DeleteAccountDialog
            open={deleting}
            onOpenChange={setDeleting}
            onSubmit={confirmDelete}
            username={loaded?.email}
          />
        </Suspense>
      ) : null}
    </>
  );
}
