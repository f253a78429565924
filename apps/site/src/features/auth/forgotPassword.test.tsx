import { accountsCopy } from '@sukoon/contracts/copy/accounts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {} from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderApp } from '../../testing/renderApp';
import { loadAccountDialogs } from './HeaderUserMenu';
import { server } from '../../mocks/node';
import { mockAnswer, mockEndpoint } from '../../mocks/handlers';
import {
  findSignInDialog,
  goOnlineOrOffline,
  json,
  recordCalls,
  type User,
  findInteractiveDialog,
} from '../../testing/helpers';

// The dialogs load when one first opens; loaded up front, their first transform is not timed as a test.
beforeAll(loadAccountDialogs);

const forgotDialog = () => findInteractiveDialog(accountsCopy.forgotPassword.title);

async function openForgotPassword(user: User) {
  const signIn = await findSignInDialog();
  await user.click(within(signIn).getByRole('button', { name: accountsCopy.signIn.forgotPassword }));
  return forgotDialog();
}

async function requestCode(user: User, email = 'priya.sharma@example.com') {
  const dialog = await openForgotPassword(user);
  await user.type(within(dialog).getByLabelText('Email'), email);
  await user.click(within(dialog).getByRole('button', { name: 'Next' }));
  return dialog;
}

describe('forgot password', () => {
  it('request -> code -> new password -> success -> Sign In', async () => {
    const user = userEvent.setup();
    const request = recordCalls('forgotPassword', () => json({ message: 'OTP sent to priya.sharma@example.com' }));
    const reset = recordCalls('resetPassword', () => json({ message: 'Password reset successfully.' }));
    server.use(request.handler, reset.handler);
    renderApp('/', { state: { openLogin: true } });

    const dialog = await requestCode(user);
    expect(await within(dialog).findByText('OTP sent to priya.sharma@example.com')).toBeInTheDocument();
    expect(request.bodies).toEqual([{ email: 'priya.sharma@example.com' }]);

    const boxes = within(dialog).getAllByRole('textbox', { name: /Digit \d of 6/ });
    await waitFor(() => expect(boxes[0]).toHaveFocus());
    await user.keyboard('012345');
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(await within(dialog).findByText(accountsCopy.forgotPassword.resetPassword.prompt)).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText('New password'), 'new secret 1');
    await user.type(
      within(dialog).getByLabelText(accountsCopy.forgotPassword.resetPassword.confirmPassword),
      'new secret 1',
    );
    await user.click(within(dialog).getByRole('button', { name: accountsCopy.forgotPassword.resetPassword.submit }));

    expect(await within(dialog).findByText('Password reset successfully.')).toBeInTheDocument();
    // The code goes to the server as a number (A7).
    expect(reset.bodies).toEqual([{ email: 'priya.sharma@example.com', password: 'new secret 1', otp: 12345 }]);

    await user.click(within(dialog).getByRole('button', { name: 'Sign In' }));
    expect(await findSignInDialog()).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: accountsCopy.forgotPassword.title })).not.toBeInTheDocument();
  });

  it('resend asks the server for a new code', async () => {
    const user = userEvent.setup();
    const request = recordCalls('forgotPassword', () => json({ message: 'OTP sent.' }));
    server.use(request.handler);
    renderApp('/', { state: { openLogin: true } });
    const dialog = await requestCode(user);
    await within(dialog).findByText('OTP sent.');
    await user.click(within(dialog).getByRole('button', { name: 'Resend' }));
    await waitFor(() => expect(request.bodies).toHaveLength(2));
  });

  it.each([
    [
      'an AttributeError trace',
      () =>
        mockAnswer(
          'forgotPassword',
          () => new Response("AttributeError: 'NoneType' object has no attribute 'email'", { status: 500 }),
        ),
      accountsCopy.forgotPassword.failures.unavailable,
      false,
    ],
    [
      'an HTML error page',
      () =>
        mockAnswer(
          'forgotPassword',
          () =>
            new Response('<!DOCTYPE html><html><body><h1>502 Bad Gateway</h1></body></html>', {
              status: 502,
              headers: { 'Content-Type': 'text/html' },
            }),
        ),
      accountsCopy.forgotPassword.failures.htmlBody,
      false,
    ],
    [
      'unparseable text',
      () => mockAnswer('forgotPassword', () => new Response('upstream reset', { status: 503 })),
      accountsCopy.forgotPassword.failures.unparseable,
      true,
    ],
    [
      'JSON of the wrong shape',
      () => mockAnswer('forgotPassword', () => json({ status: 'queued' })),
      accountsCopy.forgotPassword.failures.parseException,
      false,
    ],
    [
      'a server message',
      () => mockAnswer('forgotPassword', () => json({ error: 'No account found with this email' }, 404)),
      'No account found with this email',
      false,
    ],
    [
      'a success answer without "OTP sent"',
      () => mockAnswer('forgotPassword', () => json({ message: 'Please wait before asking again.' })),
      'Please wait before asking again.',
      false,
    ],
    [
      'an empty failure',
      () => mockAnswer('forgotPassword', () => new Response(null, { status: 500 })),
      accountsCopy.forgotPassword.failures.request,
      false,
    ],
    [
      'a dropped connection',
      () => mockEndpoint('forgotPassword', 'offline', { ok: () => ({ message: '' }) }),
      accountsCopy.forgotPassword.failures.connection,
      true,
    ],
  ])('shows the error step for %s', async (_, handler, text, connect) => {
    const user = userEvent.setup();
    server.use(handler());
    renderApp('/', { state: { openLogin: true } });
    const dialog = await requestCode(user);
    expect(await within(dialog).findByText(text)).toBeInTheDocument();
    expect(within(dialog).queryByText(accountsCopy.forgotPassword.error.couldNotConnect) !== null).toBe(connect);

    await user.click(within(dialog).getByRole('button', { name: 'Try Again' }));
    expect(await within(dialog).findByLabelText('Email')).toHaveValue('priya.sharma@example.com');
  });

  it.each([
    [
      'an error field in a 2xx answer',
      () => mockAnswer('resetPassword', () => json({ error: 'Invalid or expired OTP' })),
      'Invalid or expired OTP',
    ],
    [
      'an empty failure',
      () => mockAnswer('resetPassword', () => new Response(null, { status: 400 })),
      accountsCopy.forgotPassword.failures.reset,
    ],
  ])('reset failure: %s', async (_, handler, text) => {
    const user = userEvent.setup();
    server.use(handler());
    renderApp('/', { state: { openLogin: true } });
    const dialog = await requestCode(user);
    await within(dialog).findByText(/OTP sent/);
    const [first] = within(dialog).getAllByRole('textbox', { name: /Digit \d of 6/ });
    await waitFor(() => expect(first).toHaveFocus());
    await user.keyboard('123456');
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    await user.type(await within(dialog).findByLabelText('New password'), 'new secret 1');
    await user.type(
      within(dialog).getByLabelText(accountsCopy.forgotPassword.resetPassword.confirmPassword),
      'new secret 1',
    );
    await user.click(within(dialog).getByRole('button', { name: accountsCopy.forgotPassword.resetPassword.submit }));
    expect(await within(dialog).findByText(text)).toBeInTheDocument();
  });

  it('moves to the offline step when the connection drops before a submit', async () => {
    const user = userEvent.setup();
    const request = recordCalls('forgotPassword', () => json({ message: 'OTP sent.' }));
    server.use(request.handler);
    const network = goOnlineOrOffline();
    try {
      renderApp('/', { state: { openLogin: true } });
      const dialog = await openForgotPassword(user);
      await user.type(within(dialog).getByLabelText('Email'), 'priya.sharma@example.com');
      network.set(false);
      await user.click(within(dialog).getByRole('button', { name: 'Next' }));
      expect(await within(dialog).findByText(accountsCopy.common.offline)).toBeInTheDocument();
      expect(request.bodies).toHaveLength(0);
    } finally {
      network.restore();
    }
  });
});
