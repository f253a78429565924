import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import NetworkStatusPage from './NetworkStatusPage';

const meta = {
  title: 'Pages/NetworkStatus',
  component: NetworkStatusPage,
  parameters: { layout: 'fullscreen', page: { path: '/network-status' } },
} satisfies Meta<typeof NetworkStatusPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Online: Story = {
  tags: ['state:network-online'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent('You are connected :)');
    await expect(status).toHaveTextContent(
      'You are currently connected to the internet. You can continue browsing our services.',
    );
    await expect(canvas.getByRole('heading', { level: 1, name: 'Network Status' })).toBeVisible();
  },
};

export const Offline: Story = {
  tags: ['state:network-offline'],
  parameters: { network: 'offline' },
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveTextContent('Check Your Network :(');
    await expect(status).toHaveTextContent(
      'You appear to be offline. Please check your internet connection to access all features.',
    );
  },
};

export const ReturnHome: Story = {
  name: 'Return to Home',
  // Ends on another page, which this story does not mount: nothing worth a baseline.
  parameters: { screenshot: { disable: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Return to Home' }));
    // The story mounts only this page; leaving it shows the decorator's "navigated away" line.
    await waitFor(() => expect(canvas.getByText("Navigated away from the story's page.")).toBeVisible());
  },
};

export const BackToThePageItCameFrom: Story = {
  name: 'Back online: back to the page it came from',
  // Services sent the visitor here while offline (its navigation state); the connection is back.
  parameters: {
    page: { path: '/network-status', state: { from: '/services#Couples' } },
    screenshot: { disable: true },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Back to the page you were on' }));
    await waitFor(() => expect(canvas.getByText("Navigated away from the story's page.")).toBeVisible());
  },
};

export const Mobile: Story = {
  name: 'Offline on a phone',
  globals: { viewport: { value: 'mobile' } },
  parameters: { network: 'offline' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Return to Home' })).toBeVisible();
  },
};
