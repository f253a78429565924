import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { OfflineNotice } from './OfflineNotice';

const meta = {
  title: 'Primitives/OfflineNotice',
  component: OfflineNotice,
  tags: ['state:offline-notice'],
  args: {
    title: 'No internet connection',
    message: "You're offline. Please check your internet connection and try again.",
  },
} satisfies Meta<typeof OfflineNotice>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Offline: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const notice = canvas.getByRole('status', { name: 'No internet connection' });
    await expect(notice).toHaveTextContent("You're offline. Please check your internet connection and try again.");
    await expect(canvas.getByRole('heading', { name: 'No internet connection' })).toBeVisible();
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

export const OfflineWithRetry: Story = {
  name: 'Offline with Try Again',
  args: { action: { label: 'Try Again', onClick: fn() } },
  play: async ({ canvasElement, args }) => {
    await userEvent.tab();
    const retry = within(canvasElement).getByRole('button', { name: 'Try Again' });
    await expect(retry).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.action!.onClick).toHaveBeenCalledTimes(1);
  },
};

export const OfflineWithScreenMessage: Story = {
  name: 'Offline with a screen’s own message',
  args: { message: "You're offline. Please check your connection to view your bookings." },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const notice = within(canvasElement).getByRole('status');
    await expect(notice).toHaveTextContent("You're offline. Please check your connection to view your bookings.");
    await expect(notice).not.toHaveTextContent('try again');
  },
};
