import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { Booking } from '@sukoon/contracts';
import { bookingsCopy } from '@sukoon/contracts/copy/bookings';
import { confirmedBooking, onAPhone, storyNow, unchangeable, widthOf } from '../../storyFixtures';
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
  // A server that says nothing of changes: the stories of B4's states look as they always have.
  ...unchangeable,
};
/** Yesterday's session: over by storyNow.morning. */
const yesterday: Booking = { ...upcoming, id: 40, date: '2026-11-20', time: '18:00' };

const meta = {
  title: 'Components/BookingItem',
  component: BookingItem,
  args: { booking: upcoming, now: storyNow.morning, onFeedback: fn(), onReschedule: fn(), onCancel: fn() },
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

const changes = bookingsCopy.changes;

/** Confirmed, paid by card; changes close 24 hours before (Sun 22 Nov, 10:30 am). */
const confirmed = confirmedBooking;

export const ChangesOpen: Story = {
  name: 'Upcoming, can be rescheduled or cancelled',
  tags: ['state:booking-changes-open'],
  args: { booking: confirmed },
  play: async ({ canvasElement, args }) => {
    const item = within(canvasElement).getByRole('article', { name: 'Individual Counselling (Virtual)' });
    const canvas = within(item);
    await expect(
      canvas.getByText('You can reschedule or cancel until 10:30 am IST on Sun, 22 Nov 2026.'),
    ).toBeVisible();
    const reschedule = canvas.getByRole('button', { name: changes.reschedule });
    const cancel = canvas.getByRole('button', { name: changes.cancel });
    await expect(reschedule).toBeEnabled();
    await expect(reschedule).toHaveAccessibleDescription('Individual Counselling (Virtual)');
    // Join Meeting comes first; the changes follow it by keyboard.
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: /Join Meeting/ })).toHaveFocus();
    await userEvent.tab();
    await expect(reschedule).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onReschedule).toHaveBeenCalledWith(confirmed);
    await userEvent.tab();
    await expect(cancel).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onCancel).toHaveBeenCalledWith(confirmed);
  },
};

/** Today's 10:15 session at 08:30: inside the 24 hours, so the changes are shown disabled with the reason. */
export const ChangesClosed: Story = {
  name: 'Inside the cut-off, on a phone',
  tags: ['state:booking-changes-closed'],
  args: { booking: { ...confirmed, date: '2026-11-21', time: '10:15:00', changesCloseAt: '2026-11-20T04:45:00.000Z' } },
  globals: { viewport: { value: 'small' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const reason = 'Changes close 24 hours before the session. To change it now, please contact us.';
    for (const name of [changes.reschedule, changes.cancel]) {
      const action = canvas.getByRole('button', { name });
      await expect(action).toBeDisabled();
      await expect(action).toHaveAccessibleDescription(`Individual Counselling (Virtual) ${reason}`);
    }
    await expect(canvas.getByRole('link', { name: changes.contactUs })).toHaveAttribute('href', '/contact');
    await userEvent.click(canvas.getByRole('button', { name: changes.reschedule }), { pointerEventsCheck: 0 });
    await expect(args.onReschedule).not.toHaveBeenCalled();
    await expect(canvas.getByRole('link', { name: /Join Meeting/ })).toBeVisible();
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};

const cancelled: Booking = {
  ...confirmed,
  status: 'cancelled',
  cancellation: { at: '2026-11-21T02:00:00.000Z', refund: 'requested', creditsReturned: null },
};

export const CancelledRefundRequested: Story = {
  name: 'Cancelled, card refund requested',
  tags: ['state:booking-cancelled-refund-requested'],
  args: { booking: cancelled },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(changes.cancelled)).toBeVisible();
    await expect(canvas.getByText(changes.refundRequested)).toBeVisible();
    // Nothing to join, rate or change any more; the payment badge gives way to "Cancelled".
    await expect(canvas.queryByRole('link', { name: /Join Meeting/ })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
    await expect(canvas.queryByText('Paid')).not.toBeInTheDocument();
  },
};

export const CancelledCreditsReturned: Story = {
  name: 'Cancelled, credits returned',
  tags: ['state:booking-cancelled-credits-returned'],
  args: {
    booking: {
      ...cancelled,
      paymentMethod: 'credits',
      creditsUsed: 2,
      cancellation: { at: '2026-11-21T02:00:00.000Z', refund: null, creditsReturned: 2 },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('2 credits returned to your membership')).toBeVisible();
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

export const CancelledRefunded: Story = {
  name: 'Cancelled, refunded',
  args: { booking: { ...cancelled, cancellation: { at: null, refund: 'refunded', creditsReturned: null } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(changes.refunded)).toBeVisible();
  },
};

/** An unpaid hold is not a confirmed session: nothing to move or cancel. */
export const HeldUnpaid: Story = {
  name: 'Held, payment pending',
  args: { booking: { ...confirmed, status: 'held', payment_status: 'pending', changesCloseAt: null } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Payment pending')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: changes.reschedule })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: changes.cancel })).not.toBeInTheDocument();
  },
};

/**
 * Its card payment failed and the slot is still held (until 8:45 am IST, a quarter of an hour after storyNow.morning):
 * what it is, and Pay again for the same booking.
 */
export const HeldPaymentFailed: Story = {
  name: 'Held, payment failed: pay again',
  tags: ['state:booking-held-payment-failed'],
  args: {
    booking: {
      ...confirmed,
      status: 'held',
      payment_status: 'failed',
      link: null,
      changesCloseAt: null,
      holdExpiresAt: '2026-11-21T03:15:00.000Z',
    },
    onPayAgain: fn(),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Payment failed')).toBeVisible();
    await expect(canvas.getByText(bookingsCopy.held.failed('8:45 am IST'))).toBeVisible();
    await expect(canvas.queryByRole('button', { name: changes.reschedule })).not.toBeInTheDocument();
    const payAgain = canvas.getByRole('button', { name: bookingsCopy.held.payAgain });
    await expect(payAgain).toHaveAccessibleDescription(new RegExp(bookingsCopy.held.failed('8:45 am IST')));
    await userEvent.click(payAgain);
    await expect(args.onPayAgain).toHaveBeenCalledWith(args.booking);
  },
};
