import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { staffCopy } from '@sukoon/contracts/copy/staff';
import { sampleStaffInquiries } from '@sukoon/contracts/samples/staff';
import { widthOf } from '../../storyFixtures';
import { StaffInquiries } from './StaffInquiries';

const c = staffCopy.inquiries;

const meta = {
  title: 'Components/StaffInquiries',
  component: StaffInquiries,
  args: { items: sampleStaffInquiries, total: 2, onMore: fn(), onRetry: fn() },
  decorators: [widthOf('48rem')],
} satisfies Meta<typeof StaffInquiries>;
export default meta;
type Story = StoryObj<typeof meta>;

export const List: Story = {
  name: 'Newest first, with the address to answer',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const meera = sampleStaffInquiries[0]!;
    await expect(canvas.getByText(c.count(2, 2))).toBeVisible();
    await expect(canvas.getByRole('link', { name: meera.email })).toHaveAttribute('href', `mailto:${meera.email}`);
    await expect(canvas.getByText(c.received('20 Nov 2026, 5:35 pm'))).toBeVisible();
    await expect(canvas.queryByRole('button', { name: c.more })).toBeNull();
  },
};

export const More: Story = {
  name: 'Older messages to load',
  args: { total: 52, hasMore: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(c.count(2, 52))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: c.more }));
    await expect(args.onMore).toHaveBeenCalledOnce();
  },
};

export const LoadingMore: Story = {
  name: 'Loading older messages',
  args: { total: 52, hasMore: true, loadingMore: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: new RegExp(c.loadingMore) })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

export const MoreFailed: Story = {
  name: 'Older messages failed to load',
  args: { total: 52, hasMore: true, moreFailed: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(c.loadFailed)).toBeVisible();
  },
};

export const Empty: Story = {
  name: 'No contact messages yet',
  args: { items: [], total: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(c.empty)).toBeVisible();
  },
};

export const Failed: Story = {
  name: 'Failed, with Retry',
  args: { items: undefined, total: 0, loadFailure: 'A server error occurred.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/Unable to load the contact messages/)).toBeVisible();
  },
};
