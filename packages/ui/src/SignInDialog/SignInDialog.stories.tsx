import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { SocialSignInButton } from '../SocialSignInButton/SocialSignInButton';
import { fakeGoogleClientId, installFakeGoogle } from '../SocialSignInButton/fakeGoogleIdentity';
import { SIGN_IN_FAILED, SIGN_IN_MISSING_FIELDS, SIGN_IN_OFFLINE, SignInDialog } from './SignInDialog';

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

const dialog = () => within(document.body).getByRole('dialog', { name: 'Welcome Back' });

async function fill(email: string, password: string) {
  const view = within(dialog());
  if (email) await userEvent.type(view.getByLabelText('Email'), email);
  if (password) await userEvent.type(view.getByLabelText('Password'), password);
}

export const Empty: Story = {
  name: 'Welcome Back',
  tags: ['state:signin-empty'],
  play: async ({ args }) => {
    const view = within(dialog());
    await expect(view.getByLabelText('Email')).toHaveValue('');
    await expect(view.getByLabelText('Password')).toHaveAttribute('type', 'password');
    await expect(view.getByRole('link', { name: 'Register now' })).toHaveAttribute('href', '/register');
    await userEvent.click(view.getByRole('button', { name: 'Forgot password?' }));
    await expect(args.onForgotPassword).toHaveBeenCalledTimes(1);
    await userEvent.click(await view.findByRole('button', { name: 'Sign in with Google' }));
    await expect(onCredential).toHaveBeenCalledWith(expect.objectContaining({ clientId: fakeGoogleClientId }));
    // Leave the screenshot on the untouched dialog.
    view.getByLabelText('Email').focus();
  },
};

export const NoSocial: Story = {
  name: 'Without Google sign-in',
  tags: ['state:signin-no-social'],
  args: { socialButton: undefined },
  play: async () => {
    const view = within(dialog());
    await expect(view.getByRole('button', { name: 'Sign in' })).toBeEnabled();
    await expect(view.queryByRole('button', { name: 'Sign in with Google' })).toBeNull();
    await expect(view.queryByText('or')).toBeNull();
  },
};

export const MissingFields: Story = {
  name: 'Missing fields',
  tags: ['state:signin-missing-fields'],
  play: async ({ args }) => {
    const view = within(dialog());
    await userEvent.click(view.getByRole('button', { name: 'Sign in' }));
    await expect(view.getByRole('alert')).toHaveTextContent(SIGN_IN_MISSING_FIELDS);
    await expect(view.getByLabelText('Email')).toHaveFocus();
    // One field is not enough either; focus goes to the one still empty.
    await fill('priya@example.com', '');
    await userEvent.keyboard('{Enter}');
    await expect(view.getByRole('alert')).toHaveTextContent(SIGN_IN_MISSING_FIELDS);
    await expect(view.getByLabelText('Password')).toHaveFocus();
    await expect(view.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
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
    await userEvent.click(view.getByRole('button', { name: 'Sign in' }));
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
      throw new Error(SIGN_IN_FAILED);
    }),
  },
  play: async () => {
    const view = within(dialog());
    await fill('priya@example.com', 'not-my-password');
    await userEvent.click(view.getByRole('button', { name: 'Sign in' }));
    await expect(await view.findByRole('alert')).toHaveTextContent(SIGN_IN_FAILED);
    // What was typed stays, and the button is usable again.
    await expect(view.getByLabelText('Email')).toHaveValue('priya@example.com');
    await waitFor(() => expect(view.getByRole('button', { name: 'Sign in' })).not.toHaveAttribute('aria-busy'));
  },
};

export const Offline: Story = {
  tags: ['state:signin-offline'],
  args: { online: false },
  play: async () => {
    const view = within(dialog());
    await waitFor(() => expect(view.getByText(SIGN_IN_OFFLINE)).toBeVisible());
    await expect(view.queryByLabelText('Email')).toBeNull();
    await expect(view.queryByRole('button', { name: 'Sign in' })).toBeNull();
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
  args: { error: 'Google login failed. Please try again or use email login.' },
  play: async () => {
    const view = within(dialog());
    await expect(view.getByRole('alert')).toHaveTextContent(
      'Google login failed. Please try again or use email login.',
    );
    // E-mail sign-in stays available as the way out.
    await expect(view.getByRole('button', { name: 'Sign in' })).toBeEnabled();
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
