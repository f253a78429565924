import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../Button';
import { Spinner } from './Spinner';

const meta = {
  title: 'Primitives/Spinner',
  component: Spinner,
  argTypes: { size: { control: 'inline-radio', options: ['inline', 'large'] } },
} satisfies Meta<typeof Spinner>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Inline: Story = {
  args: { label: 'Loading slots' },
  play: async ({ canvasElement }) => {
    // Announced by name; nothing visible but the ring.
    const status = within(canvasElement).getByRole('status', { name: 'Loading slots' });
    await expect(status).toBeVisible();
    await expect(status).toHaveTextContent('');
  },
};

export const Large: Story = {
  args: { size: 'large', label: 'Loading your bookings' },
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    // The label is read out but not shown.
    await expect(status).toHaveTextContent('Loading your bookings');
    await expect(within(status).getByText('Loading your bookings')).toHaveStyle({ position: 'absolute', width: '1px' });
  },
};

export const LargeWithLabel: Story = {
  name: 'Large with label',
  args: { size: 'large', label: 'Loading membership details...', showLabel: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Loading membership details...')).toBeVisible();
  },
};

export const InsideAButton: Story = {
  name: 'Inside a button',
  render: () => (
    <Button loading loadingLabel="Signing in...">
      Sign in
    </Button>
  ),
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: /Signing in/ });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(within(button).getByRole('status')).toBeInTheDocument();
  },
};
