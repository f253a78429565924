import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { Booking } from '@sukoon/contracts';
import { onAPhone, storyNow, widthOf } from '../../storyFixtures';
import { BookingItem } from './BookingItem';

/** Today (Saturday 21 November 2026) at 10:15 in India, paid, feedback pending: upcoming at storyNow.morning. */
const upcoming: Booking = {
  id: 41,
  title: 'Individual Counselling (Virtual)',
  date: '2026-11-21',
  time: '10:15:00',
  mode: 'online',
  payment_status: 'success',
  feedback_status: 'pending',
  price: 5000,
  serviceId: 101,
  link: 'https://meet.example.test/sukoon-41',
};
/** Yesterday's session: over by storyNow.morning. */
const yesterday: Booking = { ...upcoming, id: 40, date: '2026-11-20', time: '18:00' };

const meta = {
  title: 'Components/BookingItem',
  component: BookingItem,
  args: { booking: upcoming, now: storyNow.morning, onFeedback: fn() },
  decorators: [widthOf('40rem')],
} satisfies Meta<typeof BookingItem>;
export default meta;
type Story = StoryObj<typeof meta>;

export const JoinMeeting: Story = {
  name: 'Upcoming, Join Meeting',
  tags: ['state:booking-join'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const item = canvas.getByRole('article', { name: 'Individual Counselling (Virtual)' });
    await expect(within(item).getByText('21/11/2026')).toBeVisible();
    await expect(within(item).getByText('10:15 am IST')).toBeVisible();
    await expect(within(item).getByText('Paid')).toBeVisible();
    const join = within(item).getByRole('link', { name: /Join Meeting/ });
    await expect(join).toHaveAttribute('href', 'https://meet.example.test/sukoon-41');
    await expect(join).toHaveAttribute('target', '_blank');
    await expect(join).toHaveAccessibleDescription('Individual Counselling (Virtual)');
    // Not over yet: no feedback to give.
    await expect(within(item).queryByRole('button', { name: 'Submit Feedback' })).not.toBeInTheDocument();
    await userEvent.tab();
    await expect(join).toHaveFocus();
  },
};

export const NoLink: Story = {
  name: 'Upcoming, no meeting link',
  tags: ['state:booking-no-link'],
  args: { booking: { ...upcoming, link: null } },
  ...onAPhone,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Meeting link is not available')).toBeVisible();
    await expect(canvas.queryByRole('link', { name: /Join Meeting/ })).not.toBeInTheDocument();
  },
};

export const FeedbackDue: Story = {
  name: 'Completed, Submit Feedback',
  tags: ['state:booking-feedback-due'],
  args: { booking: yesterday },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('20/11/2026')).toBeVisible();
    await expect(canvas.getByText('6:00 pm IST')).toBeVisible();
    // Over: Join Meeting is gone.
    await expect(canvas.queryByRole('link', { name: /Join Meeting/ })).not.toBeInTheDocument();
    const feedback = canvas.getByRole('button', { name: 'Submit Feedback' });
    await userEvent.tab();
    await expect(feedback).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onFeedback).toHaveBeenCalledWith(yesterday);
  },
};

export const FeedbackSubmitted: Story = {
  name: 'Completed, Feedback Submitted',
  tags: ['state:booking-feedback-submitted'],
  args: { booking: { ...yesterday, feedback_status: 'submitted' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Feedback Submitted')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Submit Feedback' })).not.toBeInTheDocument();
  },
};

/** Within an hour of its start a session is not over yet (B9: start + 1 hour). */
export const StartedWithinTheHour: Story = {
  name: 'Started less than an hour ago',
  args: { booking: { ...upcoming, time: '08:00' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: /Join Meeting/ })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Submit Feedback' })).not.toBeInTheDocument();
  },
};
