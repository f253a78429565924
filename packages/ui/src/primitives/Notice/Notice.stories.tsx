import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { inContentColumn } from '../../storyFixtures';
import { tones } from '../../tone';
import { Notice } from './Notice';

const meta = {
  title: 'Primitives/Notice',
  component: Notice,
  argTypes: { tone: { control: 'inline-radio', options: tones } },
  decorators: [inContentColumn],
} satisfies Meta<typeof Notice>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {
  args: { tone: 'success', children: "Message sent successfully! We'll get back to you soon." },
  play: async ({ canvasElement }) => {
    // Good news is polite: a status, not an alert.
    const notice = within(canvasElement).getByRole('status');
    await expect(notice).toHaveTextContent("Message sent successfully! We'll get back to you soon.");
    await expect(within(canvasElement).queryByRole('button')).not.toBeInTheDocument();
  },
};

export const Error: Story = {
  args: { tone: 'error', children: 'Failed to send message. Please try again or contact us directly.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Failed to send message. Please try again or contact us directly.',
    );
  },
};

export const Info: Story = {
  args: { tone: 'info', children: 'No membership found for your account' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('No membership found for your account');
  },
};

export const Warning: Story = {
  args: { tone: 'warning', children: 'Failed to load booked sessions. All slots will be shown as available.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Failed to load booked sessions. All slots will be shown as available.',
    );
  },
};

export const WithTitleAndAction: Story = {
  name: 'With title and action',
  args: {
    tone: 'success',
    title: 'Booking confirmed',
    children: 'Your session is booked. The meeting link will appear in My Bookings.',
    action: { label: 'View Bookings', onClick: fn() },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Booking confirmed');
    await userEvent.click(canvas.getByRole('button', { name: 'View Bookings' }));
    await expect(args.action!.onClick).toHaveBeenCalledTimes(1);
  },
};

export const WarningWithLogin: Story = {
  name: 'Warning with Login action',
  args: {
    tone: 'warning',
    children: 'You are not logged in. Please log in to book a session.',
    action: { label: 'Login', onClick: fn() },
  },
  play: async ({ canvasElement, args }) => {
    // The action is reachable from the keyboard.
    await userEvent.tab();
    const login = within(canvasElement).getByRole('button', { name: 'Login' });
    await expect(login).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.action!.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Dismissible: Story = {
  args: {
    tone: 'info',
    children: 'Unable to load the latest testimonials. Showing available content.',
    dismiss: { label: 'Dismiss', onClick: fn() },
    action: { label: 'Retry', onClick: fn() },
  },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Dismiss' }));
    await expect(args.dismiss!.onClick).toHaveBeenCalledTimes(1);
    await expect(args.action!.onClick).not.toHaveBeenCalled();
  },
};

export const OnAPhone: Story = {
  name: 'On a phone',
  globals: { viewport: { value: 'mobile' } },
  args: {
    tone: 'warning',
    title: 'Login required',
    children: 'Your session has expired. Please log in again.',
    action: { label: 'Login', onClick: fn() },
    dismiss: { label: 'Dismiss', onClick: fn() },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // On a phone the action sits under the text, still inside the notice.
    const notice = canvas.getByRole('alert');
    const login = canvas.getByRole('button', { name: 'Login' });
    await expect(login.getBoundingClientRect().top).toBeGreaterThan(
      canvas.getByText('Login required').getBoundingClientRect().bottom,
    );
    await expect(notice.getBoundingClientRect().right).toBeLessThanOrEqual(375);
  },
};
