import { accountsCopy } from '@sukoon/contracts/copy/accounts';
import { validationCopy } from '@sukoon/contracts/copy/validation';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {} from 'msw';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { preloadPages, renderApp } from '../../testing/renderApp';
import { paths } from '../../lib/paths';
import { server } from '../../mocks/node';
import { mockAnswer, mockEndpoint } from '../../mocks/handlers';
import { sampleUser } from '../../mocks/fixtures';
import { readString, remove } from '../../lib/storage';
import { goOnlineOrOffline, json, recordCalls, type User, findInteractiveDialog } from '../../testing/helpers';

beforeAll(async () => {
  await preloadPages(paths.myProfile, paths.networkStatus);
}, 60_000);

describe('/MyProfile', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it.each(['/MyProfile', '/myProfile'])('%s shows the personal information', async (path) => {
    renderApp(path, { signedIn: true });
    expect(await screen.findByRole('heading', { name: accountsCopy.profile.personalInformation })).toBeInTheDocument();
    expect(screen.getByText('priya.sharma@example.com', { selector: 'dd' })).toBeInTheDocument();
    expect(screen.getByText('Hyderabad')).toBeInTheDocument();
  });

  it('accepts the user unwrapped and refreshes the name in the header', async () => {
    server.use(
      mockEndpoint('userProfile', 'ok', { ok: () => ({ ...sampleUser, first_name: 'Priyanka', city: 'Pune' }) }),
    );
    renderApp('/MyProfile', { signedIn: true });
    expect(await screen.findByText('Pune')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Priyanka Sharma' })).toBeInTheDocument();
  });

  it('downloads everything held about the person as a JSON file, and says so when that fails', async () => {
    const saved: Blob[] = [];
    const names: string[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      saved.push(blob as Blob);
      return 'blob:my-data';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    const user = userEvent.setup();
    renderApp(paths.myProfile, { signedIn: true });
    const download = await screen.findByRole('button', { name: accountsCopy.profile.yourData.download });
    await user.click(download);
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(JSON.parse(await saved[0]!.text())).toMatchObject({ profile: { email: sampleUser.email } });
    expect(names).toEqual([expect.stringMatching(/^sukoon-my-data-\d{4}-\d{2}-\d{2}\.json$/)]);

    server.use(mockAnswer('myData', () => json({ message: 'A server error occurred.' }, 500)));
    await user.click(screen.getByRole('button', { name: accountsCopy.profile.yourData.download }));
    expect(await screen.findByRole('alert')).toHaveTextContent(accountsCopy.profile.yourData.failed);
    expect(saved).toHaveLength(1);
  });

  it('saves edits with the registration rules: errors per field, a refusal keeps what was typed, success updates the page and header', async () => {
    let refuse = true;
    const { handler, bodies } = recordCalls('profile', (body) =>
      refuse
        ? json({ message: 'Please select a city', errors: { city: ['Please select a city'] } }, 400)
        : json({ message: 'Profile updated successfully.', user: { ...sampleUser, ...(body as object) } }),
    );
    server.use(handler);
    const user = userEvent.setup();
    renderApp(paths.myProfile, { signedIn: true });
    await user.click(await screen.findByRole('button', { name: accountsCopy.profile.edit.action }));
    const form = within(await screen.findByRole('form', { name: accountsCopy.profile.edit.heading }));
    const firstName = form.getByLabelText(new RegExp(accountsCopy.registration.firstName));
    const pincode = form.getByLabelText(new RegExp(accountsCopy.registration.pincode));

    // The same rule and words as registration, before anything is sent.
    await user.clear(firstName);
    await user.click(form.getByRole('button', { name: accountsCopy.profile.edit.save }));
    expect(await form.findByText(validationCopy.registration.name)).toBeInTheDocument();
    expect(bodies).toEqual([]);

    await user.type(firstName, 'Priyanka');
    await user.type(pincode, '500001');
    await user.click(form.getByRole('button', { name: accountsCopy.profile.edit.save }));
    expect(await form.findByText('Please select a city')).toBeInTheDocument();
    expect(firstName).toHaveValue('Priyanka');

    refuse = false;
    await user.click(form.getByRole('button', { name: accountsCopy.profile.edit.save }));
    expect(await screen.findByText(accountsCopy.profile.edit.saved)).toBeInTheDocument();
    expect(bodies.at(-1)).toMatchObject({ first_name: 'Priyanka', pincode: '500001', city: 'Hyderabad' });
    expect(screen.getByText('Priyanka', { selector: 'dd' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Priyanka Sharma' })).toBeInTheDocument();
  });

  it('deletes the account after the password: a refusal keeps the dialog, success signs out and says so', async () => {
    let refuse = true;
    const { handler, bodies } = recordCalls('deleteAccount', () =>
      refuse
        ? json({ message: 'The password is incorrect.', errors: { password: ['The password is incorrect.'] } }, 400)
        : json({ message: 'Your account has been deleted.' }),
    );
    server.use(handler);
    const user = userEvent.setup();
    const { router } = renderApp(paths.myProfile, { signedIn: true });
    await user.click(await screen.findByRole('button', { name: accountsCopy.profile.deleteAccount.action }));
    const dialog = within(await findInteractiveDialog(accountsCopy.deleteAccount.title));
    const password = () => dialog.getByLabelText(accountsCopy.deleteAccount.password);

    await user.type(password(), 'not my password');
    await user.click(dialog.getByRole('button', { name: accountsCopy.deleteAccount.submit }));
    expect(await dialog.findByText('The password is incorrect.')).toBeInTheDocument();
    expect(readString('token')).not.toBeNull();

    refuse = false;
    await user.clear(password());
    await user.type(password(), 'correct horse battery');
    await user.click(dialog.getByRole('button', { name: accountsCopy.deleteAccount.submit }));
    expect(await screen.findByText(accountsCopy.deleteAccount.done)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(bodies).toEqual([{ password: 'not my password' }, { password: 'correct horse battery' }]);
    // Signed out on this device, and the page stays on its confirmation rather than asking to sign in.
    expect(readString('token')).toBeNull();
    expect(screen.queryByText(accountsCopy.profile.authRequired)).toBeNull();
    expect(router.state.location.pathname).toBe(paths.myProfile);
  });

  it('shows the loading state while the profile loads', async () => {
    server.use(mockEndpoint('userProfile', 'slow', { ok: () => ({ user: sampleUser }) }));
    renderApp('/MyProfile', { signedIn: true });
    expect(await screen.findByText(accountsCopy.profile.loading)).toBeInTheDocument();
  });

  it('without a token: says authentication is required, then after 5 s goes home with the sign-in dialog', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { router } = renderApp('/MyProfile');
    expect(await screen.findByText(accountsCopy.profile.authRequired)).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(4000));
    expect(router.state.location.pathname).toBe('/MyProfile');
    await act(() => vi.advanceTimersByTimeAsync(1100));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(router.state.location.state).toMatchObject({ openLogin: true, returnTo: '/MyProfile' });
    const dialog = await findInteractiveDialog('Welcome Back');
    expect(within(dialog).getByText(accountsCopy.profile.authRequired)).toBeInTheDocument();
  });

  it('401: removes the token and asks the visitor to sign in again, then returns here', async () => {
    const user = userEvent.setup();
    server.use(mockEndpoint('userProfile', 'unauthorised', { ok: () => ({ user: sampleUser }) }));
    const { router } = renderApp('/MyProfile', { signedIn: true });

    const dialog = await findInteractiveDialog('Welcome Back');
    expect(readString('token')).toBeNull();
    expect(readString('user')).toBeNull();
    expect(screen.getByText(accountsCopy.profile.authRequired, { selector: 'p' })).toBeInTheDocument();

    server.use(mockEndpoint('userProfile', 'ok', { ok: () => ({ user: sampleUser }) }));
    await user.type(within(dialog).getByLabelText('Email'), 'priya.sharma@example.com');
    await user.type(within(dialog).getByLabelText('Password'), 'correct horse');
    await user.click(within(dialog).getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { name: accountsCopy.profile.personalInformation })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/MyProfile');
  });

  it('shows "No Profile Found" for an empty answer', async () => {
    server.use(mockAnswer('userProfile', () => json({})));
    renderApp('/MyProfile', { signedIn: true });
    expect(await screen.findByText(accountsCopy.profile.notFound)).toBeInTheDocument();
  });

  it.each([
    [
      'a failed call',
      () => mockEndpoint('userProfile', 'serverError', { ok: () => ({ user: sampleUser }) }),
      accountsCopy.profile.fetchFailed,
    ],
    [
      'an answer without username or email',
      () => mockAnswer('userProfile', () => json({ user: { first_name: 'Priya' } })),
      accountsCopy.profile.invalid,
    ],
    [
      'no connection',
      () => mockEndpoint('userProfile', 'offline', { ok: () => ({ user: sampleUser }) }),
      accountsCopy.profile.loadFailed,
    ],
  ])('shows the error for %s, with Try again', async (_, handler, text) => {
    const user = userEvent.setup();
    server.use(handler());
    renderApp('/MyProfile', { signedIn: true });
    expect(await screen.findByText(text)).toBeInTheDocument();

    server.use(mockEndpoint('userProfile', 'ok', { ok: () => ({ user: sampleUser }) }));
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: accountsCopy.profile.personalInformation })).toBeInTheDocument();
  });

  describe(accountsCopy.changePassword.title, () => {
    async function openChangePassword(user: User) {
      await user.click(await screen.findByRole('button', { name: accountsCopy.changePassword.title }));
      return findInteractiveDialog(accountsCopy.changePassword.title);
    }

    async function fill(user: User, dialog: HTMLElement, current: string, next: string, confirm: string) {
      if (current) await user.type(within(dialog).getByLabelText(accountsCopy.changePassword.currentPassword), current);
      if (next) await user.type(within(dialog).getByLabelText('New password'), next);
      if (confirm)
        await user.type(
          within(dialog).getByLabelText(accountsCopy.forgotPassword.resetPassword.confirmPassword),
          confirm,
        );
      await user.click(within(dialog).getByRole('button', { name: accountsCopy.changePassword.title }));
    }

    it('sends the passwords and shows the success text', async () => {
      const user = userEvent.setup();
      const change = recordCalls('changePassword', () => json({ message: 'Changed.' }));
      server.use(change.handler);
      renderApp('/MyProfile', { signedIn: true });
      const dialog = await openChangePassword(user);
      // The account's address goes with the form, hidden, for a password manager to update the right entry.
      expect(dialog.querySelector('input[autocomplete="username"]')).toHaveValue(sampleUser.email);
      await fill(user, dialog, 'old secret 1', 'new secret 1', 'new secret 1');
      expect(await within(dialog).findByText(accountsCopy.changePassword.success)).toBeInTheDocument();
      expect(change.bodies).toEqual([
        { current_password: 'old secret 1', new_password: 'new secret 1', confirm_password: 'new secret 1' },
      ]);
    });

    it('shows the three validation messages without calling the server', async () => {
      const user = userEvent.setup();
      const change = recordCalls('changePassword', () => json({}));
      server.use(change.handler);
      renderApp('/MyProfile', { signedIn: true });
      const dialog = await openChangePassword(user);
      await fill(user, dialog, '', 'short', 'other');
      expect(await within(dialog).findByText(validationCopy.changePassword.currentRequired)).toBeInTheDocument();
      expect(within(dialog).getByText(validationCopy.changePassword.newShort)).toBeInTheDocument();
      expect(within(dialog).getByText(validationCopy.changePassword.mismatch)).toBeInTheDocument();
      expect(change.bodies).toHaveLength(0);
    });

    it.each([
      [
        'the server message',
        () => mockAnswer('changePassword', () => json({ message: 'Current password is incorrect' }, 400)),
        'Current password is incorrect',
      ],
      [
        'the default',
        () => mockAnswer('changePassword', () => new Response(null, { status: 500 })),
        accountsCopy.changePassword.failed,
      ],
    ])('shows %s on failure', async (_, handler, text) => {
      const user = userEvent.setup();
      server.use(handler());
      renderApp('/MyProfile', { signedIn: true });
      const dialog = await openChangePassword(user);
      await fill(user, dialog, 'old secret 1', 'new secret 1', 'new secret 1');
      expect(await within(dialog).findByText(text)).toBeInTheDocument();
    });

    it('says the token is missing when it has gone', async () => {
      const user = userEvent.setup();
      renderApp('/MyProfile', { signedIn: true });
      const dialog = await openChangePassword(user);
      remove('token'); // e.g. signed out in another tab
      await fill(user, dialog, 'old secret 1', 'new secret 1', 'new secret 1');
      expect(await within(dialog).findByText(accountsCopy.common.tokenMissing)).toBeInTheDocument();
    });
  });
});

describe('/network-status', () => {
  it('follows the connection live and returns home', async () => {
    const user = userEvent.setup();
    const network = goOnlineOrOffline();
    try {
      const { router } = renderApp('/network-status');
      const status = await screen.findByRole('status');
      expect(status).toHaveTextContent('You are connected :)');
      expect(status).toHaveTextContent(
        'You are currently connected to the internet. You can continue browsing our services.',
      );

      network.set(false);
      expect(status).toHaveTextContent('Check Your Network :(');
      expect(status).toHaveTextContent(
        'You appear to be offline. Please check your internet connection to access all features.',
      );

      network.set(true);
      expect(status).toHaveTextContent('You are connected :)');

      await user.click(screen.getByRole('button', { name: 'Return to Home' }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    } finally {
      network.restore();
    }
  });
});
