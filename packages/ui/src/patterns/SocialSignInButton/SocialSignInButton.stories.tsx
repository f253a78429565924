import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { fakeGoogleClientId, fakeGoogleCredential, installFakeGoogle } from './fakeGoogleIdentity';
import { socialButtonSizes } from './googleIdentity';
import { SocialSignInButton } from './SocialSignInButton';

const meta = {
  title: 'Components/SocialSignInButton',
  component: SocialSignInButton,
  args: { clientId: fakeGoogleClientId, size: 'large', text: 'signin_with', onCredential: fn(), onError: fn() },
  argTypes: { size: { control: 'inline-radio', options: socialButtonSizes } },
  // Stories draw a plain stand-in for Google's button; the real script is the site's business.
  beforeEach: () => installFakeGoogle(),
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
} satisfies Meta<typeof SocialSignInButton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SignInWithGoogle: Story = {
  name: 'Sign in with Google',
  play: async ({ canvasElement, args }) => {
    const button = await within(canvasElement).findByRole('button', { name: 'Sign in with Google' });
    await expect(button.parentElement).toHaveStyle({ minHeight: '40px' });
    await userEvent.click(button);
    await expect(args.onCredential).toHaveBeenCalledWith({
      credential: fakeGoogleCredential,
      clientId: fakeGoogleClientId,
      select_by: 'btn',
    });
    await expect(args.onError).not.toHaveBeenCalled();
  },
};

export const SignUpWithGoogle: Story = {
  name: 'Sign up with Google',
  args: { text: 'signup_with' },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('button', { name: 'Sign up with Google' });
  },
};

export const Medium: Story = {
  args: { size: 'medium' },
  play: async ({ canvasElement }) => {
    const button = await within(canvasElement).findByRole('button', { name: 'Sign in with Google' });
    await expect(button.parentElement).toHaveStyle({ minHeight: '32px' });
    await expect(button).toHaveStyle({ height: '32px' });
  },
};

export const Small: Story = {
  args: { size: 'small' },
  play: async ({ canvasElement }) => {
    const button = await within(canvasElement).findByRole('button', { name: 'Sign in with Google' });
    await expect(button.parentElement).toHaveStyle({ minHeight: '20px' });
    await expect(button).toHaveStyle({ height: '20px' });
  },
};

export const NoCredential: Story = {
  name: 'Provider returns no credential',
  beforeEach: () => installFakeGoogle({ outcome: 'no-credential' }),
  play: async ({ canvasElement, args }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Sign in with Google' }));
    await waitFor(() => expect(args.onError).toHaveBeenCalledTimes(1));
    await expect(args.onCredential).not.toHaveBeenCalled();
  },
};

export const NoClientId: Story = {
  name: 'No client id known',
  args: { clientId: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
    await expect(canvasElement.querySelector('[data-social-size]')).toBeNull();
  },
};
