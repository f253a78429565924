import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { mockAnswer } from '../mocks/handlers';
import { sampleUser } from '../mocks/fixtures';
import { readString } from '../lib/storage';
import MyProfilePage from './MyProfilePage';
import { animationsDone, mocking, shows } from '../testing/storyUtils';

const meta = {
  title: 'Pages/MyProfile',
  component: MyProfilePage,
  parameters: { layout: 'fullscreen', page: { path: '/MyProfile' }, auth: 'signed-in' },
} satisfies Meta<typeof MyProfilePage>;
export default meta;
type Story = StoryObj<typeof meta>;

async function openChangePassword(canvasElement: HTMLElement) {
  await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Change Password' }));
  return within(document.body).findByRole('dialog', { name: 'Change Password' });
}

async function changePassword(dialog: HTMLElement) {
  const view = within(dialog);
  await userEvent.type(view.getByLabelText('Current password'), 'old secret 1');
  await userEvent.type(view.getByLabelText('New password'), 'new secret 1');
  await userEvent.type(view.getByLabelText('Confirm new password'), 'new secret 1');
  await userEvent.click(view.getByRole('button', { name: 'Change Password' }));
}

export const Loaded: Story = {
  name: 'Personal information',
  tags: ['state:profile-loaded'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Personal Information' })).toBeVisible();
    await expect(canvas.getByText(sampleUser.email, { selector: 'dd' })).toBeVisible();
    // The header shows the same user's name.
    await expect(canvas.getByRole('button', { name: 'Priya Sharma' })).toBeVisible();
    await animationsDone();
  },
};

export const Loading: Story = {
  tags: ['state:profile-loading'],
  beforeEach({ msw }) {
    msw.use(
      mockAnswer('userProfile', async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading your profile...')).toBeVisible();
    await animationsDone();
  },
};

export const Empty: Story = {
  name: 'No profile found',
  tags: ['state:profile-empty'],
  ...mocking(() => [mockAnswer('userProfile', () => HttpResponse.json({}))]),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'No Profile Found' })).toBeVisible();
    await animationsDone();
  },
};

export const SignedOut: Story = {
  name: 'Signed out: authentication required',
  tags: ['state:profile-auth-required'],
  parameters: { auth: 'guest' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Authentication required. Please log in to view your profile.')).toBeVisible();
    await expect(canvas.getByText('You will be redirected in 5 seconds.')).toBeVisible();
    await animationsDone();
  },
};

export const SessionExpired: Story = {
  name: 'Session expired (401): sign in again',
  tags: ['state:profile-auth-required'],
  ...mocking(() => [mockAnswer('userProfile', () => HttpResponse.json({ detail: 'Invalid token.' }, { status: 401 }))]),
  play: async () => {
    const dialog = await within(document.body).findByRole('dialog', { name: 'Welcome Back' });
    // The dialog fades in: wait until its message is actually visible.
    await waitFor(() =>
      expect(within(dialog).getByText('Authentication required. Please log in to view your profile.')).toBeVisible(),
    );
    await expect(readString('token')).toBeNull();
    await animationsDone();
  },
};

export const FetchFailed: Story = {
  name: 'Error: the call failed',
  tags: ['state:profile-error'],
  ...mocking(() => [mockAnswer('userProfile', () => HttpResponse.json({ detail: 'Server error' }, { status: 500 }))]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Failed to fetch user data')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
    await animationsDone();
  },
};

export const InvalidData: Story = {
  name: 'Error: invalid data',
  tags: ['state:profile-error'],
  ...mocking(() => [mockAnswer('userProfile', () => HttpResponse.json({ user: { first_name: 'Priya' } }))]),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Invalid data structure received from API')).toBeVisible();
    await animationsDone();
  },
};

export const LoadFailed: Story = {
  name: 'Error: no answer',
  tags: ['state:profile-error'],
  ...mocking(() => [mockAnswer('userProfile', () => HttpResponse.error())]),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Failed to load user details. Please try again later.'),
    ).toBeVisible();
    await animationsDone();
  },
};

export const Offline: Story = {
  parameters: { network: 'offline' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'No internet connection' })).toBeVisible();
    await animationsDone();
  },
};

export const PasswordChanged: Story = {
  name: 'Change Password: changed',
  play: async ({ canvasElement }) => {
    const dialog = await openChangePassword(canvasElement);
    await changePassword(dialog);
    await shows(await within(dialog).findByText('Password changed successfully!'));
    await animationsDone();
  },
};

export const PasswordRefused: Story = {
  name: 'Change Password: refused by the server',
  tags: ['state:change-password-failed'],
  beforeEach({ msw }) {
    msw.use(
      mockAnswer('changePassword', () =>
        HttpResponse.json({ message: 'Your current password is incorrect.' }, { status: 400 }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const dialog = await openChangePassword(canvasElement);
    await changePassword(dialog);
    await shows(await within(dialog).findByText('Your current password is incorrect.'));
    await animationsDone();
  },
};

export const PasswordFailed: Story = {
  name: 'Change Password: failed without a reason',
  tags: ['state:change-password-failed'],
  ...mocking(() => [mockAnswer('changePassword', () => new HttpResponse(null, { status: 500 }))]),
  play: async ({ canvasElement }) => {
    const dialog = await openChangePassword(canvasElement);
    await changePassword(dialog);
    await waitFor(() => expect(within(dialog).getByText('Failed to change password')).toBeVisible());
    await animationsDone();
  },
};

export const Mobile: Story = {
  name: 'On a phone',
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'Personal Information' })).toBeVisible();
    await animationsDone();
  },
};
