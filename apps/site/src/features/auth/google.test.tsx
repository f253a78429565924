import { accountsCopy } from '@sukoon/contracts/copy/accounts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakeGoogle, fakeGoogleCredential } from '@sukoon/ui/patterns/SocialSignInButton';
import { renderApp } from '../../testing/renderApp';
import { loadAccountDialogs } from './HeaderUserMenu';
import { server } from '../../mocks/node';
import { mockEndpoint } from '../../mocks/handlers';
import { sampleToken } from '../../mocks/fixtures';
import { readJson, readString, writeJson, writeString } from '../../lib/storage';
import { GOOGLE_SCRIPT_SRC, resetGoogleIdentityLoader } from './google/googleScript';
import { findInteractiveDialog, findSignInDialog, json, recordCalls, type User } from '../../testing/helpers';

// The dialogs load when one first opens; loaded up front, their first transform is not timed as a test.
beforeAll(loadAccountDialogs);

const googleUser = { email: 'arjun.rao@example.com', name: 'Arjun Rao' };

const googleAnswer = (overrides: { new_user?: boolean; profile_complete?: boolean } = {}) => ({
  access: sampleToken,
  refresh: 'demo-refresh',
  new_user: false,
  profile_complete: true,
  user: googleUser,
  ...overrides,
});

const scriptTag = () => document.head.querySelector(`script[src="${GOOGLE_SCRIPT_SRC}"]`);

async function clickGoogle(user: User) {
  const dialog = await findSignInDialog();
  await user.click(await within(dialog).findByRole('button', { name: 'Sign in with Google' }));
}

async function completeProfile(user: User, phone = '9876543210') {
  const dialog = await findInteractiveDialog(accountsCopy.completeProfile.title);
  await user.type(within(dialog).getByLabelText('Mobile Number'), phone);
  await user.selectOptions(within(dialog).getByLabelText('Country'), 'India');
  await user.selectOptions(within(dialog).getByLabelText('State'), 'Telangana');
  await user.type(within(dialog).getByLabelText('City'), 'Hyderabad');
  await user.click(within(dialog).getByRole('button', { name: accountsCopy.completeProfile.submit }));
}

describe('Google sign-in', () => {
  let restoreGoogle: () => void;
  beforeEach(() => {
    restoreGoogle = installFakeGoogle();
  });
  afterEach(() => restoreGoogle());

  it('signs a returning user in and goes to /MyProfile', async () => {
    const user = userEvent.setup();
    const login = recordCalls('googleLogin', () => json(googleAnswer()));
    server.use(login.handler);
    const { router } = renderApp('/', { state: { openLogin: true } });

    await clickGoogle(user);

    await waitFor(() => expect(router.state.location.pathname).toBe('/MyProfile'));
    expect(login.bodies).toEqual([{ token: fakeGoogleCredential }]);
    expect(readString('token')).toBe(sampleToken);
    expect(readString('refresh')).toBe('demo-refresh');
    expect(readJson('user')).toMatchObject({ email: googleUser.email, first_name: 'Arjun', last_name: 'Rao' });
    expect(readString('incompleteGoogleRegistration')).toBeNull();
  });

  it('new user: stores the incomplete data, completes the profile with the phone, then /MyProfile', async () => {
    const user = userEvent.setup();
    server.use(
      mockEndpoint('googleLogin', 'ok', { ok: () => googleAnswer({ new_user: true, profile_complete: false }) }),
    );
    const update = recordCalls('completeProfile', () => json({ message: 'Profile updated.' }));
    server.use(update.handler);
    const { router } = renderApp('/', { state: { openLogin: true } });

    await clickGoogle(user);
    expect(await screen.findByRole('dialog', { name: accountsCopy.completeProfile.title })).toBeInTheDocument();
    expect(readJson('incompleteGoogleRegistration')).toMatchObject({
      user: googleUser,
      new_user: true,
      profile_complete: false,
    });
    // Not signed in yet: no user is stored until the profile is complete.
    expect(readString('user')).toBeNull();
    expect(screen.getByRole('button', { name: 'Guest', hidden: true })).toBeInTheDocument();

    await completeProfile(user);

    await waitFor(() => expect(router.state.location.pathname).toBe('/MyProfile'));
    expect(update.bodies).toEqual([{ phone: '9876543210', country: 'India', state: 'Telangana', city: 'Hyderabad' }]);
    expect(readString('incompleteGoogleRegistration')).toBeNull();
    expect(readJson('user')).toMatchObject({
      email: googleUser.email,
      mobile: '9876543210',
      country: 'India',
      state: 'Telangana',
      city: 'Hyderabad',
    });
    expect(await screen.findByRole('button', { name: 'Arjun Rao' })).toBeInTheDocument();
  });

  it('a new user who pressed Book Now returns to that booking once the profile is complete', async () => {
    const user = userEvent.setup();
    server.use(
      mockEndpoint('googleLogin', 'ok', { ok: () => googleAnswer({ new_user: true, profile_complete: false }) }),
      recordCalls('completeProfile', () => json({ message: 'Profile updated.' })).handler,
    );
    // The login request a guest's Book Now leaves on / (services' useServiceAction).
    const { router } = renderApp('/', { state: { openLogin: true, returnTo: '/services?book=501#Couples' } });

    await clickGoogle(user);
    await completeProfile(user);

    expect(
      await screen.findByRole('dialog', { name: 'Book Couples Counselling (Virtual)' }, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/services');
    expect(router.state.location.hash).toBe('#Couples');
  });

  it('an existing user with an incomplete profile also gets the dialog', async () => {
    const user = userEvent.setup();
    server.use(
      mockEndpoint('googleLogin', 'ok', { ok: () => googleAnswer({ new_user: false, profile_complete: false }) }),
    );
    renderApp('/', { state: { openLogin: true } });
    await clickGoogle(user);
    expect(await screen.findByRole('dialog', { name: accountsCopy.completeProfile.title })).toBeInTheDocument();
  });

  it('closing Complete Your Profile leaves the "registration incomplete" message', async () => {
    const user = userEvent.setup();
    server.use(
      mockEndpoint('googleLogin', 'ok', { ok: () => googleAnswer({ new_user: true, profile_complete: false }) }),
    );
    const { router } = renderApp('/', { state: { openLogin: true } });
    await clickGoogle(user);
    const dialog = await findInteractiveDialog(accountsCopy.completeProfile.title);

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));

    expect(await screen.findByText(accountsCopy.completeProfile.closedIncomplete)).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: accountsCopy.completeProfile.title })).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    // A half-registered visitor keeps no session.
    expect(readString('token')).toBeNull();
    expect(screen.getByRole('button', { name: 'Guest' })).toBeInTheDocument();
  });

  it('hides the "registration incomplete" message after 5 s, like every toast (A8)', async () => {
    const user = userEvent.setup();
    server.use(
      mockEndpoint('googleLogin', 'ok', { ok: () => googleAnswer({ new_user: true, profile_complete: false }) }),
    );
    // A light page: the fake clock also advances with real time here, which a heavy page (the home page) would
    // spend rendering, eating into the 5 s before the first check.
    renderApp('/disclaimer', { state: { openLogin: true } });
    await clickGoogle(user);
    // It replaces the sign-in dialog: found once that one has gone and this one takes input.
    const dialog = await findInteractiveDialog(accountsCopy.completeProfile.title);
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      await userEvent
        .setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) })
        .click(within(dialog).getByRole('button', { name: 'Close' }));
      expect(await screen.findByText(accountsCopy.completeProfile.closedIncomplete)).toBeInTheDocument();
      await vi.advanceTimersByTimeAsync(4_900);
      expect(screen.getByText(accountsCopy.completeProfile.closedIncomplete)).toBeInTheDocument();
      await vi.advanceTimersByTimeAsync(200);
      await waitFor(() =>
        expect(screen.queryByText(accountsCopy.completeProfile.closedIncomplete)).not.toBeInTheDocument(),
      );
    } finally {
      vi.useRealTimers();
    }
  });

  it.each([
    [
      'the server gives a reason',
      () => mockEndpoint('googleLogin', 'ok', { ok: () => json({ message: 'Invalid Google token' }, 400) }),
      'Google login failed: Invalid Google token',
    ],
    [
      'the server fails without one',
      () => mockEndpoint('googleLogin', 'serverError', { ok: () => googleAnswer() }),
      'Google login failed: A server error occurred.',
    ],
    [
      'the connection drops',
      () => mockEndpoint('googleLogin', 'offline', { ok: () => googleAnswer() }),
      accountsCopy.google.failed,
    ],
  ])('shows the social failure when %s', async (_, handler, text) => {
    const user = userEvent.setup();
    server.use(handler());
    const { router } = renderApp('/', { state: { openLogin: true } });
    await clickGoogle(user);
    const dialog = await findSignInDialog();
    expect(await within(dialog).findByText(text)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(readString('token')).toBeNull();
  });

  it('shows the generic failure when Google answers without a credential', async () => {
    restoreGoogle();
    restoreGoogle = installFakeGoogle({ outcome: 'no-credential' });
    const user = userEvent.setup();
    renderApp('/', { state: { openLogin: true } });
    await clickGoogle(user);
    expect(await within(await findSignInDialog()).findByText(accountsCopy.google.failed)).toBeInTheDocument();
  });

  it('profile update failure keeps the dialog open with the reason', async () => {
    const user = userEvent.setup();
    server.use(
      mockEndpoint('googleLogin', 'ok', { ok: () => googleAnswer({ new_user: true, profile_complete: false }) }),
      mockEndpoint('completeProfile', 'offline', { ok: () => ({}) }),
    );
    const { router } = renderApp('/', { state: { openLogin: true } });
    await clickGoogle(user);
    await completeProfile(user);
    const dialog = await findInteractiveDialog(accountsCopy.completeProfile.title);
    expect(await within(dialog).findByText(accountsCopy.completeProfile.failed)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });
});

describe('Google client id and script', () => {
  afterEach(() => {
    scriptTag()?.remove();
    resetGoogleIdentityLoader();
  });

  it('loads the script once a client id is known, and caches the id', async () => {
    renderApp('/', { state: { openLogin: true } });
    await findSignInDialog();
    await waitFor(() => expect(scriptTag()).not.toBeNull());
    expect(readString('googleClientId')).toBe('demo-client-id.apps.googleusercontent.com');
  });

  it('shows no social button and loads no script when the id is empty', async () => {
    const ids = recordCalls('googleClientId', () => json({ google_client_id: '' }));
    server.use(ids.handler);
    renderApp('/', { state: { openLogin: true } });
    const dialog = await findSignInDialog();
    await waitFor(() => expect(ids.bodies).toHaveLength(1));
    expect(within(dialog).queryByText('or')).not.toBeInTheDocument();
    expect(scriptTag()).toBeNull();
    expect(readString('googleClientId')).toBeNull();
  });

  it('uses the cached id at once, then refreshes it from the server', async () => {
    const restore = installFakeGoogle();
    try {
      writeString('googleClientId', 'cached-id.apps.googleusercontent.com');
      let answer!: () => void;
      const gate = new Promise<void>((resolve) => (answer = resolve));
      server.use(
        recordCalls('googleClientId', async () => {
          await gate;
          return json({ google_client_id: 'fresh-id.apps.googleusercontent.com' });
        }).handler,
      );
      renderApp('/', { state: { openLogin: true } });
      const dialog = await findSignInDialog();
      // Before the server has answered, the cached id already gives a working button.
      expect(await within(dialog).findByRole('button', { name: 'Sign in with Google' })).toBeInTheDocument();
      answer();
      await waitFor(() => expect(readString('googleClientId')).toBe('fresh-id.apps.googleusercontent.com'));
    } finally {
      restore();
    }
  });

  it('keeps the cached id when the refresh fails', async () => {
    const restore = installFakeGoogle();
    try {
      writeString('googleClientId', 'cached-id.apps.googleusercontent.com');
      server.use(mockEndpoint('googleClientId', 'serverError', { ok: () => ({ google_client_id: '' }) }));
      renderApp('/', { state: { openLogin: true } });
      const dialog = await findSignInDialog();
      expect(await within(dialog).findByRole('button', { name: 'Sign in with Google' })).toBeInTheDocument();
      expect(readString('googleClientId')).toBe('cached-id.apps.googleusercontent.com');
    } finally {
      restore();
    }
  });
});

describe('a Google registration left unfinished', () => {
  it('reopens Complete Your Profile on the next visit while its token is stored', async () => {
    writeString('token', sampleToken);
    writeJson('incompleteGoogleRegistration', { user: googleUser, new_user: true, profile_complete: false });
    renderApp('/about');
    expect(await screen.findByRole('dialog', { name: accountsCopy.completeProfile.title })).toBeInTheDocument();
  });

  it('does not reopen it once the token is gone', async () => {
    writeJson('incompleteGoogleRegistration', { user: googleUser, new_user: true, profile_complete: false });
    renderApp('/about');
    expect(await screen.findByRole('button', { name: 'Guest' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: accountsCopy.completeProfile.title })).not.toBeInTheDocument();
  });
});
