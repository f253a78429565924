import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { bookingsCopy } from '@sukoon/contracts/copy/bookings';
import { invoicesCopy } from '@sukoon/contracts/copy/invoices';
import { errorResponse, mockAnswer } from '../mocks/handlers';
import { remove } from '../lib/storage';
import { sampleBookings, sampleFailedHold } from '../mocks/fixtures';
import { animationsDone, body, expectSettled, mocking, shows } from '../testing/storyUtils';
import MyBookingsPage from './MyBookingsPage';

// The page's states come from the booking-details call's msw answers; each state's own story (and its tag) lives
// with the BookingList, BookingItem and FeedbackSteps components.
const meta = {
  title: 'Pages/MyBookings',
  component: MyBookingsPage,
  parameters: {
    layout: 'fullscreen',
    page: { path: '/MyBookings' },
    auth: 'signed-in',
    // 12:00 in India on 23 Nov 2026: the sample's 10:30 session that day has ended.
    now: new Date('2026-11-23T06:30:00Z'),
  },
  beforeEach() {
    // Each story starts without the list a previous one cached.
    remove('userBookingsCache');
  },
} satisfies Meta<typeof MyBookingsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const onAPhone = { globals: { viewport: { value: 'small' } } } as const;
const beforeTheSession = { now: new Date('2026-11-23T03:30:00Z') };

export const List: Story = {
  name: 'Bookings, one still to come',
  parameters: beforeTheSession,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Individual Counselling (Virtual)' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: /Join Meeting/ })).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Submit Feedback/ })).toBeVisible();
    // The paid session's GST invoice (its own call, so awaited: the screenshot shows it every time).
    await expect(await canvas.findByRole('link', { name: invoicesCopy.link })).toHaveAttribute('href', '/invoices/7');
    await animationsDone();
  },
};

export const ListOnAPhone: Story = {
  name: 'Bookings on a 360 px phone',
  parameters: beforeTheSession,
  ...onAPhone,
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'Couples Counselling (Virtual)' }),
    ).toBeVisible();
    await within(canvasElement).findByRole('link', { name: invoicesCopy.link });
    await expectSettled(canvasElement);
  },
};

/** A later session whose payment failed, its slot still held: below the paid session to come, with Pay again. */
export const PaymentFailedHeld: Story = {
  name: 'A payment failed, its slot still held',
  parameters: beforeTheSession,
  ...mocking(() => [mockAnswer('bookingDetails', () => HttpResponse.json([sampleFailedHold, ...sampleBookings]))]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const held = await canvas.findByRole('heading', { name: 'Anxiety Counselling (Virtual)' });
    const paid = canvas.getByRole('heading', { name: 'Individual Counselling (Virtual)' });
    // The paid session to come stays on top.
    await expect(paid.compareDocumentPosition(held) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await expect(canvas.getByText(bookingsCopy.held.failed('9:12 am IST'))).toBeVisible();
    await expect(canvas.getByRole('button', { name: bookingsCopy.held.payAgain })).toBeVisible();
    await canvas.findByRole('link', { name: invoicesCopy.link });
    await expectSettled(canvasElement);
  },
};

export const PaymentFailedHeldOnAPhone: Story = {
  ...PaymentFailedHeld,
  name: 'A payment failed, its slot still held, on a 360 px phone',
  ...onAPhone,
};

export const Feedback: Story = {
  name: 'Giving feedback',
  ...mocking(() => [
    mockAnswer('submitTestimonial', () => HttpResponse.json({ message: 'Thank you for your feedback!' })),
  ]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'Individual Counselling (Virtual)' });
    await canvas.findByRole('link', { name: invoicesCopy.link });
    const [first] = canvas.getAllByRole('button', { name: /Submit Feedback/ });
    await userEvent.click(first!);
    const dialog = within(await body().findByRole('dialog', { name: bookingsCopy.feedback.title }));
    await userEvent.click(dialog.getByRole('radio', { name: '5 stars' }));
    await userEvent.keyboard('{Enter}');
    await userEvent.click(dialog.getByRole('button', { name: 'Next' }));
    await expect(dialog.getByText('Step 2 of 4')).toBeVisible();
    await shows(await body().findByRole('dialog'));
  },
};

export const NotFound: Story = {
  name: 'No bookings found (404)',
  ...mocking(() => [mockAnswer('bookingDetails', () => errorResponse(404, { detail: 'Not found.' }))]),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(bookingsCopy.errors.notFound)).toBeVisible();
    await animationsDone();
  },
};

export const Failed: Story = {
  name: 'Server error',
  ...mocking(() => [mockAnswer('bookingDetails', () => errorResponse(500, { detail: 'A server error occurred.' }))]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(bookingsCopy.errors.status(500))).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try Again' })).toBeVisible();
    await animationsDone();
  },
};

export const Offline: Story = {
  name: 'Offline',
  parameters: { network: 'offline' },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getByText(bookingsCopy.list.offline)).toBeVisible());
    await animationsDone();
  },
};

/** 10:00 in India on Sat 21 Nov: the sample's Monday session can still be moved or cancelled (until Sun 10:30). */
const beforeTheCutOff = { now: new Date('2026-11-21T04:30:00Z') };

export const Rescheduling: Story = {
  name: 'Rescheduling a session',
  parameters: beforeTheCutOff,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'Individual Counselling (Virtual)' });
    await canvas.findByRole('link', { name: invoicesCopy.link });
    await userEvent.click(canvas.getByRole('button', { name: bookingsCopy.changes.reschedule }));
    const dialog = within(await body().findByRole('dialog', { name: bookingsCopy.changes.rescheduleDialog.title }));
    // The session's own slot is marked and cannot be chosen.
    await expect(await dialog.findByRole('radio', { name: '10:30 am, your session' })).toBeDisabled();
    await userEvent.click(dialog.getByRole('radio', { name: '11:45 am' }));
    await expect(dialog.getByRole('button', { name: bookingsCopy.changes.rescheduleDialog.submit })).toBeEnabled();
    await shows(await body().findByRole('dialog'));
  },
};

export const Cancelling: Story = {
  name: 'Cancelling a session paid by card',
  parameters: beforeTheCutOff,
  ...onAPhone,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'Individual Counselling (Virtual)' });
    await canvas.findByRole('link', { name: invoicesCopy.link });
    await userEvent.click(canvas.getByRole('button', { name: bookingsCopy.changes.cancel }));
    const opened = await body().findByRole('dialog', { name: bookingsCopy.changes.cancelDialog.title });
    // Visible once its opening fade has run (a check during the fade fails now and then under load).
    await shows(opened);
    const dialog = within(opened);
    await expect(dialog.getByText(/refund ₹5,000 to your original payment method/)).toBeVisible();
    await waitFor(() =>
      expect(dialog.getByRole('button', { name: bookingsCopy.changes.cancelDialog.keep })).toHaveFocus(),
    );
  },
};
