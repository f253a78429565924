import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import type {
  GoogleLoginResponse,
  SignInRequest,
  SignInResponse,
  CompleteProfileRequest,
  User,
} from '@sukoon/contracts';
import { accountsCopy } from '@sukoon/contracts/copy/accounts';
import { paths } from '../../lib/paths';
import { readJson, readString, remove, writeJson, writeString } from '../../lib/storage';
import { useAuth } from './AuthProvider';
import { accountCalls } from './accountCalls';
import { signOut as endSession } from './signOut';
import { googleLoginMutationOptions } from './api/googleLogin';
import { signInMutationOptions } from './api/signIn';
import { completeProfileMutationOptions } from './api/completeProfile';
import { userProfilesQueryKey } from './api/userProfile';
import { isUnverifiedSignIn } from './errorMessages';

/** What is kept under `incompleteGoogleRegistration` while a Google user completes their profile (A3, A4). */
export interface IncompleteGoogleRegistration {
  user: GoogleLoginResponse['user'];
  new_user: boolean;
  profile_complete: boolean;
}

/** A Google answer carries only email and name for certain (A7): make a whole user of it. */
export function userFromGoogle(user: GoogleLoginResponse['user']): User {
  const [first, ...rest] = (user.name ?? '').trim().split(/\s+/).filter(Boolean);
  return {
    ...user,
    username: user.username || user.email,
    email: user.email,
    first_name: user.first_name ?? first ?? null,
    last_name: user.last_name ?? (rest.length ? rest.join(' ') : null),
  };
}

/** The route state of /verify-email when a sign-in sent the person there: a code has just been e-mailed. */
export interface VerifyEmailState {
  codeSent: true;
}

export function isVerifyEmailState(value: unknown): value is VerifyEmailState {
  return typeof value === 'object' && value !== null && (value as { codeSent?: unknown }).codeSent === true;
}

/**
 * The account journeys of spec 01 section 4, for any component inside the router: registration and
 * verification, password and Google sign-in, profile completion, password change and reset, logout.
 * The auth feature's one flow module: screens and dialogs call these; each step calls through its ./api file's
 * mutation options, whose failures come worded.
 * Dialog state lives in AuthProvider, so the header's dialogs follow whichever page started a journey.
 */
export function useAccountFlows() {
  const auth = useAuth();
  const { startSession, updateUser, clearSession, setBusy, dispatchUi, ui } = auth;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const returnTo = ui.returnTo;

  const finishSignIn = useCallback(() => {
    dispatchUi({ type: 'close' });
    navigate(returnTo ?? paths.myProfile);
  }, [dispatchUi, navigate, returnTo]);

  /** A session from sign-in or verification: stored, and the profile fetched afresh. */
  const beginSession = useCallback(
    (answer: SignInResponse) => {
      startSession({ token: answer.token, user: answer.user });
      queryClient.removeQueries({ queryKey: userProfilesQueryKey });
    },
    [startSession, queryClient],
  );

  /**
   * Resolves when signed in, or when the address still needs verifying: then the server has e-mailed a code, and
   * the person goes to /verify-email for that address. Rejects with the one sign-in failure text (A8).
   */
  const signInWithPassword = useCallback(
    async (credentials: SignInRequest) => {
      setBusy(true);
      try {
        let answer: SignInResponse;
        try {
          answer = await signInMutationOptions().mutationFn(credentials);
        } catch (failure) {
          if (!isUnverifiedSignIn((failure as Error).cause)) throw failure;
          writeString('registeredEmail', credentials.email.trim().toLowerCase());
          dispatchUi({ type: 'close' });
          navigate(paths.verifyEmail, { state: { codeSent: true } satisfies VerifyEmailState });
          return;
        }
        beginSession(answer);
        if (!answer.profile_complete) dispatchUi({ type: 'openCompleteProfile', source: 'password' });
        else finishSignIn();
      } finally {
        setBusy(false);
      }
    },
    [setBusy, beginSession, dispatchUi, finishSignIn, navigate],
  );

  /**
   * E-mail verification (A4): a verified address is signed in with the session the answer carries. Resolves with
   * what to do once the page has shown its success (the spec's 1.5 s later): go home, and if the profile is
   * incomplete, open Complete Your Profile as after a password sign-in.
   */
  const verifyEmail = useCallback(
    async (email: string, otp: string) => {
      const answer = await accountCalls.verifyEmail(email, otp);
      if (answer) beginSession(answer);
      return () => {
        navigate(paths.home, { replace: true });
        if (answer && !answer.profile_complete) dispatchUi({ type: 'openCompleteProfile', source: 'password' });
      };
    },
    [beginSession, navigate, dispatchUi],
  );

  /**
   * The credential from Google's button. A new or incomplete user gets Complete Your Profile with the
   * incomplete data stored; anyone else is signed in. Rejects with the text to show (A8).
   */
  const signInWithGoogle = useCallback(
    async (credential: string) => {
      setBusy(true);
      try {
        const answer = await googleLoginMutationOptions().mutationFn(credential);
        if (!answer.user?.email) throw new Error(accountsCopy.common.userDataMissing);
        // The bearer token must be stored for the update-profile call; the user is stored only once complete.
        writeString('token', answer.access);
        if (answer.refresh) writeString('refresh', answer.refresh);
        queryClient.removeQueries({ queryKey: userProfilesQueryKey });
        if (answer.new_user || !answer.profile_complete) {
          const incomplete: IncompleteGoogleRegistration = {
            user: answer.user,
            new_user: answer.new_user,
            profile_complete: answer.profile_complete,
          };
          writeJson('incompleteGoogleRegistration', incomplete);
          dispatchUi({ type: 'openCompleteProfile', source: 'google' });
          return;
        }
        remove('incompleteGoogleRegistration');
        startSession({ token: answer.access, user: userFromGoogle(answer.user) });
        finishSignIn();
      } finally {
        setBusy(false);
      }
    },
    [setBusy, queryClient, dispatchUi, startSession, finishSignIn],
  );

  /** Complete Your Profile: update-profile with the mobile number as `phone`, then /MyProfile (or returnTo). */
  const completeProfile = useCallback(
    async (values: CompleteProfileRequest) => {
      const answer = await completeProfileMutationOptions().mutationFn(values);
      const incomplete = readJson<IncompleteGoogleRegistration>('incompleteGoogleRegistration');
      const base: User | undefined =
        auth.session?.user ?? (incomplete?.user ? userFromGoogle(incomplete.user) : undefined);
      const completed: User | undefined =
        answer.user ??
        (base && { ...base, country: values.country, state: values.state, city: values.city, mobile: values.phone });
      if (!completed) throw new Error(accountsCopy.common.userDataMissing);
      remove('incompleteGoogleRegistration');
      if (auth.session) updateUser(completed);
      else {
        const token = readString('token');
        if (!token) throw new Error(accountsCopy.common.tokenMissing);
        startSession({ token, user: completed });
      }
      queryClient.removeQueries({ queryKey: userProfilesQueryKey });
      finishSignIn();
    },
    [auth.session, updateUser, startSession, queryClient, finishSignIn],
  );

  /**
   * Closing Complete Your Profile leaves the "registration incomplete" message (A4). A Google user
   * who has not finished has no account to use yet, so their token goes too.
   */
  const abandonProfileCompletion = useCallback(() => {
    if (ui.completionSource === 'google' && !auth.session) remove('token', 'refresh');
    dispatchUi({ type: 'closeCompleteProfile' });
  }, [ui.completionSource, auth.session, dispatchUi]);

  /** Logout: tell the server, then forget token and user and reload, even when the call fails (A4). */
  const signOut = useCallback(
    () => endSession({ setBusy, clearSession, queryClient }),
    [setBusy, clearSession, queryClient],
  );

  return {
    ...auth,
    ...accountCalls,
    signInWithPassword,
    verifyEmail,
    signInWithGoogle,
    completeProfile,
    abandonProfileCompletion,
    signOut,
    openForgotPassword: useCallback(() => dispatchUi({ type: 'openForgot' }), [dispatchUi]),
    closeDialogs: useCallback(() => dispatchUi({ type: 'close' }), [dispatchUi]),
  };
}
