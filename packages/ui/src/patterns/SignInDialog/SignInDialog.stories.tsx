import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { SocialSignInButton } from '../SocialSignInButton/SocialSignInButton';
import { fakeGoogleClientId, installFakeGoogle } from '../SocialSignInButton/fakeGoogleIdentity';
import { accountsCopy } from '@sukoon/contracts/copy/accounts';
import { SignInDialog } from './SignInDialog';

const copy = accountsCopy.signIn;

const onCredential = fn();

const meta = {
  title: 'Components/SignInDialog',
  component: SignInDialog,
  args: {
    open: true,
    online: true,
    onOpenChange: fn(),
    onSubmit: fn(async () => {}),
    onForgotPassword: fn(),
    registerHref: '/register',
    socialButton: <SocialSignInButton clientId={fakeGoogleClientId} onCredential={onCredential} onError={fn()} />,
  },
  parameters: { layout: 'fullscreen' },
  beforeEach: () => installFakeGoogle(),
} satisfies Meta<typeof SignInDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => within(document.body).getByRole('dialog', { name: copy.title });

async function fill(email: string, password: string) {
  const view = within(dialog());
  if (email) await userEvent.type(view.getByLabelText(copy.email), email);
  if (password) await userEvent.type(view.getByLabelText(copy.password), password);
}

export const Empty: Story = {
  name: 'Welcome Back',
  tags: ['state:signin-empty'],
  play: async ({ args }) => {
    const view = within(dialog());
    await expect(view.getByLabelText(copy.email)).toHaveValue('');
    await expect(view.getByLabelText(copy.password)).toHaveAttribute('type', 'password');
    await expect(view.getByRole('link', { name: copy.register })).toHaveAttribute('href', '/register');
    await userEvent.click(view.getByRole('button', { name: copy.forgotPassword }));
    await expect(args.onForgotPassword).toHaveBeenCalledTimes(1);
    await userEvent.click(await view.findByRole('button', { name: 'Sign in with Google' }));
    await expect(onCredential).toHaveBeenCalledWith(expect.objectContaining({ clientId: fakeGoogleClientId }));
    // Leave the screenshot on the untouched dialog.
    view.getByLabelText(copy.email).focus();
  },
};

export const NoSocial: Story = {
  name: 'Without Google sign-in',
  tags: ['state:signin-no-social'],
  args: { socialButton: undefined },
  play: async () => {
    const view = within(dialog());
    await expect(view.getByRole('button', { name: copy.submit })).toBeEnabled();
    await expect(view.queryByRole('button', { name: 'Sign in with Google' })).toBeNull();
    await expect(view.queryByText('or')).toBeNull();
  },
};

export const MissingFields: Story = {
  name: 'Missing fields',
  tags: ['state:signin-missing-fields'],
  play: async ({ args }) => {
    const view = within(dialog());
    await userEvent.click(view.getByRole('button', { name: copy.submit }));
    await expect(view.getByRole('alert')).toHaveTextContent(copy.missing);
    await expect(view.getByLabelText(copy.email)).toHaveFocus();
    // One field is not enough either; focus goes to the one still empty.
    await fill('priya@example.com', '');
    await userEvent.keyboard('{Enter}');
    await expect(view.getByRole('alert')).toHaveTextContent(copy.missing);
    await expect(view.getByLabelText(copy.password)).toHaveFocus();
    await expect(view.getByLabelText(copy.password)).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Submitting: Story = {
  name: 'Signing in',
  tags: ['state:signin-submitting'],
  args: { onSubmit: fn(() => new Promise<void>(() => {})) },
  play: async ({ args }) => {
    const view = within(dialog());
    await fill(' priya@example.com ', 'calm-waters-8');
    await userEvent.click(view.getByRole('button', { name: copy.submit }));
    const busy = await view.findByRole('button', { name: /Signing in/ });
    await expect(busy).toHaveAttribute('aria-busy', 'true');
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(args.onSubmit).toHaveBeenCalledWith({
      email: 'priya@example.com',
      password: 'calm-waters-8',
    });
    // A second press while in flight sends nothing more.
    await userEvent.click(busy);
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

export const Failed: Story = {
  name: 'Wrong e-mail or password',
  tags: ['state:signin-failed'],
  args: {
    onSubmit: fn(async () => {
      throw new Error(copy.failed);
    }),
  },
  play: async () => {
    const view = within(dialog());
    await fill('priya@example.com', 'not-my-password');
    await userEvent.click(view.getByRole('button', { name: copy.submit }));
    await expect(await view.findByRole('alert')).toHaveTextContent(copy.failed);
    // What was typed stays, and the button is usable again.
    await expect(view.getByLabelText(copy.email)).toHaveValue('priya@example.com');
    await waitFor(() => expect(view.getByRole('button', { name: copy.submit })).not.toHaveAttribute('aria-busy'));
  },
};

export const Offline: Story = {
  tags: ['state:signin-offline'],
  args: { online: false },
  play: async () => {
    const view = within(dialog());
    await waitFor(() => expect(view.getByText(copy.offline)).toBeVisible());
    await expect(view.queryByLabelText(copy.email)).toBeNull();
    await expect(view.queryByRole('button', { name: copy.submit })).toBeNull();
  },
};

export const LoginRequested: Story = {
  name: 'Asked to sign in by a protected page',
  tags: ['state:signin-empty'],
  args: { message: accountsCopy.loginRequests.bookings },
  play: async () => {
    const view = within(dialog());
    // Information, not an error: a polite status in the info tone, not an alert.
    await expect(view.getByRole('status')).toHaveTextContent(accountsCopy.loginRequests.bookings);
    await expect(view.queryByRole('alert')).toBeNull();
    await view.findByRole('button', { name: 'Sign in with Google' });
  },
};

export const LoginRequestedThenFailed: Story = {
  name: 'Asked to sign in, then a failure',
  tags: ['state:signin-missing-fields'],
  args: { message: accountsCopy.loginRequests.bookings },
  parameters: { screenshot: { disable: true } },
  play: async ({ args }) => {
    const view = within(dialog());
    // A failure replaces the reason the dialog opened: one message at a time.
    await userEvent.click(view.getByRole('button', { name: copy.submit }));
    await expect(view.getByRole('alert')).toHaveTextContent(copy.missing);
    await expect(view.queryByText(accountsCopy.loginRequests.bookings)).toBeNull();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const SocialFailedWithReason: Story = {
  name: 'Google sign-in failed, with a reason',
  tags: ['state:signin-social-failed'],
  args: { error: 'Google login failed: The account is disabled.' },
  play: async () => {
    await expect(within(dialog()).getByRole('alert')).toHaveTextContent(
      'Google login failed: The account is disabled.',
    );
  },
};

export const SocialFailed: Story = {
  name: 'Google sign-in failed',
  tags: ['state:signin-social-failed'],
  args: { error: accountsCopy.google.failed },
  play: async () => {
    const view = within(dialog());
    await expect(view.getByRole('alert')).toHaveTextContent(accountsCopy.google.failed);
    // E-mail sign-in stays available as the way out.
    await expect(view.getByRole('button', { name: copy.submit })).toBeEnabled();
  },
};

export const Mobile: Story = {
  name: 'Welcome Back on a phone',
  tags: ['state:signin-empty'],
  globals: { viewport: { value: 'mobile' } },
  play: async () => {
    const box = dialog().getBoundingClientRect();
    await expect(box.width).toBeLessThanOrEqual(375);
    await within(dialog()).findByRole('button', { name: 'Sign in with Google' });
  },
};
