import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { onAPhone, widthOf } from '../../storyFixtures';
import { MembershipPanel } from './MembershipPanel';

const gold = {
  name: 'Gold Membership',
  membership_type: 'Gold',
  credits: 8,
  price: '30000',
  validity: 182,
  description: 'Ten session credits to use within 6 months.',
  key_points: ['10 session credits', 'Valid for 6 months', 'Suited to a regular series of sessions'],
};

const meta = {
  title: 'Components/MembershipPanel',
  component: MembershipPanel,
  args: { state: 'loaded', membership: gold, onTakeMembership: fn(), onLogin: fn(), onRetry: fn() },
  decorators: [widthOf('48rem')],
} satisfies Meta<typeof MembershipPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  tags: ['state:my-membership-loading'],
  args: { state: 'loading' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading your membership');
  },
};

export const Active: Story = {
  name: 'Active, every field',
  tags: ['state:my-membership-active'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Gold Membership' })).toBeVisible();
    await expect(canvas.getByText('Active')).toBeVisible();
    const value = (term: string) => canvas.getByText(term).nextElementSibling;
    await expect(value('Membership Type')).toHaveTextContent('Gold');
    await expect(value('Credits')).toHaveTextContent('8');
    await expect(value('Price')).toHaveTextContent('₹30,000');
    await expect(value('Validity')).toHaveTextContent('182 days');
    await expect(value('Description')).toHaveTextContent('Ten session credits to use within 6 months.');
    await expect(canvas.getByRole('heading', { name: 'Membership Benefits' })).toBeVisible();
    await expect(canvas.getByText('Suited to a regular series of sessions')).toBeVisible();
    await expect(canvas.getByText('Contact customer support for any inquiries about your membership.')).toBeVisible();
  },
};

export const Minimal: Story = {
  name: 'Active, credits only',
  tags: ['state:my-membership-minimal'],
  args: { membership: { credits: 1 } },
  ...onAPhone,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Your Active Membership' })).toBeVisible();
    await expect(canvas.getByText('Credits').nextElementSibling).toHaveTextContent('1');
    for (const absent of ['Price', 'Validity', 'Description']) {
      await expect(canvas.queryByText(absent)).not.toBeInTheDocument();
    }
    // No key_points: the default benefits.
    await expect(canvas.getByText('Book sessions with your credits instead of paying each time')).toBeVisible();
  },
};

export const NoMembership: Story = {
  name: 'No membership',
  tags: ['state:my-membership-none'],
  args: { membership: null },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'No Active Membership Found' })).toBeVisible();
    await expect(
      canvas.getByText(
        "You don't have an active membership yet. Unlock exclusive benefits by becoming a member today!",
      ),
    ).toBeVisible();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.onTakeMembership).toHaveBeenCalledTimes(1);
  },
};

export const Restricted: Story = {
  tags: ['state:my-membership-restricted'],
  args: { state: 'restricted' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Membership Access Restricted' })).toBeVisible();
    await expect(canvas.getByText('Please login to view your membership details')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Login Now' }));
    await expect(args.onLogin).toHaveBeenCalledTimes(1);
  },
};

export const Offline: Story = {
  tags: ['state:my-membership-offline'],
  args: { state: 'offline' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText("You're offline. Please reconnect to view your membership details."),
    ).toBeVisible();
  },
};

export const OfflineAfterLoading: Story = {
  name: 'Offline after loading',
  tags: ['state:my-membership-offline'],
  args: { offline: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("You're offline. Please reconnect to view your membership details.")).toBeVisible();
    // The membership stays beneath the message.
    await expect(canvas.getByRole('heading', { name: 'Gold Membership' })).toBeVisible();
  },
};

export const ErrorPage: Story = {
  name: 'Error',
  tags: ['state:my-membership-error'],
  args: { state: 'error' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Failed to load membership details. Please try again later.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Try Again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};
