import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { Booking } from '@sukoon/contracts';
import { onAPhone, storyNow, unchangeable, widthOf } from '../../storyFixtures';
import { BookingList } from './BookingList';

const base: Booking = {
  id: 1,
  title: 'Individual Counselling (Virtual)',
  date: '2026-11-21',
  time: '10:15',
  mode: 'online',
  payment_status: 'success',
  feedback_status: 'pending',
  price: 5000,
  serviceId: 101,
  link: 'https://meet.example.test/sukoon-1',
  // A server that says nothing of changes (rescheduling and cancelling are BookingItem's own stories).
  ...unchangeable,
};

/** One booking of each payment status (B4), plus a completed one waiting for feedback. */
const bookings: Booking[] = [
  base,
  { ...base, id: 2, title: 'Couples Counselling (Virtual)', payment_status: 'pending', price: 10000, link: null },
  { ...base, id: 3, title: 'Family Counselling (Virtual)', payment_status: 'failed', price: 50000, link: null },
  { ...base, id: 4, title: 'Parent Coaching (Virtual)', payment_status: 'processing', price: 10000, link: null },
  { ...base, id: 5, title: 'Student Empowerment Card (Virtual)', date: '2026-11-19', time: '16:00', price: 2000 },
];

const meta = {
  title: 'Components/BookingList',
  component: BookingList,
  args: { state: 'loaded', bookings, now: storyNow.morning, onFeedback: fn(), onRetry: fn() },
  decorators: [widthOf('48rem')],
} satisfies Meta<typeof BookingList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  tags: ['state:bookings-loading'],
  args: { state: 'loading' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading your bookings');
  },
};

export const List: Story = {
  name: 'Every payment status',
  tags: ['state:bookings-list'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('article')).toHaveLength(5);
    for (const badge of ['Paid', 'Payment pending', 'Payment failed', 'Payment processing']) {
      await expect(canvas.getAllByText(badge)[0]).toBeVisible();
    }
    // Only the upcoming paid session can be joined; only the completed one asks for feedback.
    await expect(canvas.getAllByRole('link', { name: /Join Meeting/ })).toHaveLength(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Submit Feedback' }));
    await expect(args.onFeedback).toHaveBeenCalledWith(bookings[4]);
  },
};

export const Empty: Story = {
  name: 'No bookings',
  tags: ['state:bookings-empty'],
  args: { bookings: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("You haven't booked a session yet.")).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Browse our services' })).toHaveAttribute('href', '/services');
  },
};

export const NotFound: Story = {
  name: 'Not found (404)',
  tags: ['state:bookings-not-found'],
  args: { state: 'not-found' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No bookings found for your account.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Browse our services' })).toBeVisible();
  },
};

export const ErrorMessage: Story = {
  name: 'Error',
  tags: ['state:bookings-error'],
  args: { state: 'error', errorMessage: 'Error fetching bookings: 500' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Error fetching bookings: 500');
    await userEvent.click(canvas.getByRole('button', { name: 'Try Again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const Offline: Story = {
  tags: ['state:bookings-offline'],
  args: { state: 'offline' },
  ...onAPhone,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("You're offline. Please check your connection to view your bookings.")).toBeVisible();
  },
};

export const OfflineAfterLoading: Story = {
  name: 'Offline after loading',
  tags: ['state:bookings-offline'],
  args: { offline: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("You're offline. Please check your connection to view your bookings.")).toBeVisible();
    // The list stays beneath the message; a meeting cannot be joined without a connection.
    await expect(canvas.getAllByRole('article')).toHaveLength(5);
    await expect(canvas.queryByRole('link', { name: /Join Meeting/ })).toBeNull();
    await expect(canvas.getByRole('button', { name: /Join Meeting/ })).toBeDisabled();
  },
};
