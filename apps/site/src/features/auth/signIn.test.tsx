import { accountsCopy } from '@sukoon/contracts/copy/accounts';
import { validationCopy } from '@sukoon/contracts/copy/validation';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderApp } from '../../testing/renderApp';
import { loadAccountDialogs } from './HeaderUserMenu';
import { server } from '../../mocks/node';
import { accountHandlers, mockAnswer, mockEndpoint } from '../../mocks/handlers';
import { sampleToken, sampleUser } from '../../mocks/fixtures';
import { personalKeys, readJson, readString, writeJson, writeString } from '../../lib/storage';
import { fillSignIn, findSignInDialog, json, recordCalls, stubReload } from '../../testing/helpers';

// The dialogs load when one first opens; loaded up front, their first transform is not timed as a test.
beforeAll(loadAccountDialogs);

describe('auth state on load', () => {
  it('is signed in when both token and user are stored', async () => {
    writeString('token', sampleToken);
    writeJson('user', sampleUser);
    renderApp('/about');
    expect(await screen.findByRole('button', { name: 'Priya Sharma' })).toBeInTheDocument();
  });

  it('is a guest with a token but no user', async () => {
    writeString('token', sampleToken);
    renderApp('/about');
    expect(await screen.findByRole('button', { name: 'Guest' })).toBeInTheDocument();
  });
});

describe('password sign-in', () => {
  it('opens from the user menu, stores token and user and goes to /MyProfile', async () => {
    const user = userEvent.setup();
    const signIn = recordCalls('signIn', () => json({ token: sampleToken, user: sampleUser, profile_complete: true }));
    server.use(signIn.handler);
    const { router } = renderApp('/about');

    await user.click(await screen.findByRole('button', { name: 'Guest' }));
    await user.click(screen.getByRole('menuitem', { name: 'Sign In' }));
    await fillSignIn(user, 'priya.sharma@example.com', 'correct horse');

    await waitFor(() => expect(router.state.location.pathname).toBe('/MyProfile'));
    expect(signIn.bodies).toEqual([{ email: 'priya.sharma@example.com', password: 'correct horse' }]);
    expect(readString('token')).toBe(sampleToken);
    expect(readJson('user')).toEqual(sampleUser);
    expect(screen.queryByRole('dialog', { name: 'Welcome Back' })).not.toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Priya Sharma' })).toBeInTheDocument();
  });

  it('opens Complete Your Profile when profile_complete is false', async () => {
    const user = userEvent.setup();
    server.use(
      mockEndpoint('signIn', 'ok', { ok: () => ({ token: sampleToken, user: sampleUser, profile_complete: false }) }),
    );
    const { router } = renderApp('/', { state: { openLogin: true } });

    await fillSignIn(user, 'priya.sharma@example.com', 'correct horse');

    expect(await screen.findByRole('dialog', { name: accountsCopy.completeProfile.title })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Welcome Back' })).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(readString('token')).toBe(sampleToken);
  });

  it.each([
    ['wrong credentials (401)', 'unauthorised'],
    ['a server error', 'serverError'],
    ['a dropped connection', 'offline'],
  ] as const)('shows the one failure text for %s', async (_, scenario) => {
    const user = userEvent.setup();
    server.use(...accountHandlers(scenario));
    const { router } = renderApp('/', { state: { openLogin: true } });

    await fillSignIn(user, 'priya.sharma@example.com', 'wrong');

    const dialog = await findSignInDialog();
    expect(await within(dialog).findByText(accountsCopy.signIn.failed)).toBeInTheDocument();
    expect(readString('token')).toBeNull();
    expect(router.state.location.pathname).toBe('/');
  });

  it('takes an unverified address to /verify-email with a fresh code sent, and signs it in once verified', async () => {
    const user = userEvent.setup();
    const unverified =
      'Please verify your email address before signing in. We have emailed you a new 6-digit code: enter it on the verification page.';
    server.use(
      mockAnswer('signIn', () => json({ code: 'email_not_verified', message: unverified, detail: unverified }, 403)),
    );
    const verify = recordCalls('verifyOtp', () =>
      json({ message: 'Email verified successfully!', token: sampleToken, user: sampleUser, profile_complete: true }),
    );
    server.use(verify.handler);
    const { router } = renderApp('/about', { state: { openLogin: true } });

    await fillSignIn(user, ' Priya.Sharma@Example.com ', 'correct horse');

    await waitFor(() => expect(router.state.location.pathname).toBe('/verify-email'));
    expect(screen.queryByRole('dialog', { name: 'Welcome Back' })).not.toBeInTheDocument();
    expect(readString('registeredEmail')).toBe('priya.sharma@example.com');
    expect(readString('token')).toBeNull();
    expect(await screen.findByText('priya.sharma@example.com')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(accountsCopy.verifyEmail.codeSentAtSignIn);

    const boxes = await screen.findAllByRole('textbox', { name: /Digit \d of 6/ });
    await user.click(boxes[0]!);
    await user.keyboard('246810');
    await user.click(screen.getByRole('button', { name: 'Verify' }));

    expect(await screen.findByText(accountsCopy.verifyEmail.verified)).toBeInTheDocument();
    expect(verify.bodies).toEqual([{ email: 'priya.sharma@example.com', otp: '246810' }]);
    expect(readString('token')).toBe(sampleToken);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'), { timeout: 3000 });
    expect(await screen.findByRole('button', { name: 'Priya Sharma' })).toBeInTheDocument();
  });

  it('shows the one failure text for a 403 without the unverified code', async () => {
    const user = userEvent.setup();
    server.use(mockAnswer('signIn', () => json({ message: 'Forbidden.' }, 403)));
    const { router } = renderApp('/', { state: { openLogin: true } });
    await fillSignIn(user, 'priya.sharma@example.com', 'correct horse');
    const dialog = await findSignInDialog();
    expect(await within(dialog).findByText(accountsCopy.signIn.failed)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(readString('registeredEmail')).toBeNull();
  });

  it('asks for both fields before calling the server', async () => {
    const user = userEvent.setup();
    const signIn = recordCalls('signIn', () => json({}));
    server.use(signIn.handler);
    renderApp('/', { state: { openLogin: true } });
    const dialog = await findSignInDialog();
    await user.type(within(dialog).getByLabelText('Email'), 'priya.sharma@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Sign in' }));
    expect(await within(dialog).findByText(validationCopy.signIn.missing)).toBeInTheDocument();
    expect(signIn.bodies).toHaveLength(0);
  });

  it('shows the offline notice in place of the form', async () => {
    renderApp('/', { state: { openLogin: true }, online: false });
    const dialog = await findSignInDialog();
    expect(within(dialog).getByText(validationCopy.signIn.offline)).toBeInTheDocument();
    expect(within(dialog).queryByLabelText('Email')).not.toBeInTheDocument();
  });
});

describe('login requests in the route state', () => {
  it('opens the dialog with its message and returns to returnTo after sign-in', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/MyBookings');
    const dialog = await findSignInDialog();
    expect(router.state.location.pathname).toBe('/');
    expect(within(dialog).getByText(accountsCopy.loginRequests.bookings)).toBeInTheDocument();

    await fillSignIn(user, 'priya.sharma@example.com', 'correct horse');
    await waitFor(() => expect(router.state.location.pathname).toBe('/MyBookings'));
  });

  it('opens on any page, not only the home page', async () => {
    renderApp('/about', { state: { openLogin: true, message: 'Please sign in to book Couples Counselling' } });
    const dialog = await findSignInDialog();
    expect(within(dialog).getByText('Please sign in to book Couples Counselling')).toBeInTheDocument();
  });

  it('does not ask a signed-in visitor', async () => {
    renderApp('/', { state: { openLogin: true }, signedIn: true });
    expect(await screen.findByRole('button', { name: 'Priya Sharma' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Welcome Back' })).not.toBeInTheDocument();
  });

  it('"Register now" goes to /register and closes the dialog', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/', { state: { openLogin: true } });
    const dialog = await findSignInDialog();
    await user.click(within(dialog).getByRole('link', { name: 'Register now' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/register'));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Welcome Back' })).not.toBeInTheDocument());
  });
});

describe('logout', () => {
  it.each([
    ['answers', 'ok'],
    ['fails', 'serverError'],
    ['cannot be reached', 'offline'],
  ] as const)('clears every personal key and reloads when the server %s', async (_, scenario) => {
    const user = userEvent.setup();
    const logout = recordCalls('logout', () =>
      scenario === 'ok'
        ? json({ message: 'Logged out.' })
        : scenario === 'serverError'
          ? json({ detail: 'x' }, 500)
          : Response.error(),
    );
    server.use(logout.handler);
    const { reload, restore } = stubReload();
    try {
      renderApp('/about', { signedIn: true });
      // What a booking and a payment leave on the device: a shared device must not keep it for the next person.
      for (const key of personalKeys) if (key !== 'token' && key !== 'user') writeString(key, `value of ${key}`);
      writeString('googleClientId', 'client-id');
      await user.click(await screen.findByRole('button', { name: 'Priya Sharma' }));
      await user.click(screen.getByRole('menuitem', { name: 'Logout' }));
      await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
      expect(logout.bodies).toHaveLength(1);
      for (const key of personalKeys) expect(readString(key), key).toBeNull();
      expect(readString('googleClientId')).toBe('client-id');
    } finally {
      restore();
    }
  });
});

describe('user menu links', () => {
  it.each([
    ['My Profile', '/MyProfile'],
    ['My Bookings', '/MyBookings'],
    ['My Membership', '/MyMembership'],
  ])('%s goes to %s', async (label, path) => {
    const user = userEvent.setup();
    const { router } = renderApp('/about', { signedIn: true });
    await user.click(await screen.findByRole('button', { name: 'Priya Sharma' }));
    await user.click(screen.getByRole('menuitem', { name: label }));
    await waitFor(() => expect(router.state.location.pathname).toBe(path));
  });
});
