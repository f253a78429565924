import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { remove, writeString } from '../lib/storage';
import PaymentStatusPage from './PaymentStatusPage';

const meta = {
  title: 'Pages/PaymentStatus',
  component: PaymentStatusPage,
  parameters: { layout: 'fullscreen', page: { path: '/payment-status?status=success' } },
  beforeEach() {
    // A session's payment unless a story says otherwise (an earlier story may have bought a membership).
    remove('paymentType');
  },
} satisfies Meta<typeof PaymentStatusPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const query = 'order_id=TXN20261121501&amount=5000.00&transaction_id=403993715531077182&booked_session_id=501';

export const Success: Story = {
  name: 'Payment successful',
  tags: ['state:payment-status-success'],
  parameters: {
    page: {
      path: `/payment-status?status=success&${query}`,
      state: { serviceTitle: 'Individual Counselling (Virtual)' },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Payment successful' })).toBeVisible();
    const details = within(canvas.getByLabelText('Payment details'));
    await expect(details.getByText('Individual Counselling (Virtual)')).toBeVisible();
    await expect(details.getByText('₹5,000')).toBeVisible();
    await expect(details.getByText('TXN20261121501')).toBeVisible();
    await expect(details.getByText('403993715531077182')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'View My Bookings' })).toHaveAttribute('href', '/MyBookings');
  },
};

export const Failure: Story = {
  name: 'Payment failed (service from storage)',
  tags: ['state:payment-status-failure'],
  parameters: { page: { path: `/payment-status?status=failure&${query}` } },
  beforeEach() {
    // No navigation state after the provider's redirect: the last booked service is remembered.
    writeString('lastBookedService', 'Couples Counselling (Virtual)');
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Payment failed' })).toBeVisible();
    await expect(
      within(canvas.getByLabelText('Payment details')).getByText('Couples Counselling (Virtual)'),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Try booking again' })).toHaveAttribute('href', '/services');
  },
};

/** Name and tags stay literal in each export: Storybook's index reads them without running the file. */
function statusStory(status: string, title: string): Story {
  return {
    parameters: { page: { path: `/payment-status?status=${status}&order_id=TXN20261121501` } },
    play: async ({ canvasElement }) => {
      await expect(await within(canvasElement).findByRole('heading', { level: 1, name: title })).toBeVisible();
    },
  };
}

export const Cancel: Story = {
  name: 'Payment cancelled',
  tags: ['state:payment-status-cancel'],
  ...statusStory('cancel', 'Payment cancelled'),
};
export const Pending: Story = {
  name: 'Payment pending',
  tags: ['state:payment-status-pending'],
  ...statusStory('pending', 'Payment pending'),
};
export const Processing: Story = {
  name: 'Payment processing',
  tags: ['state:payment-status-processing'],
  ...statusStory('processing', 'Payment processing'),
};
export const Unknown: Story = {
  name: "We couldn't confirm your payment",
  tags: ['state:payment-status-unknown'],
  ...statusStory('unknown', "We couldn't confirm your payment"),
};

export const SuccessOnAPhone: Story = {
  name: 'Payment successful on a phone',
  tags: ['state:payment-status-success'],
  globals: { viewport: { value: 'mobile' } },
  parameters: {
    page: { path: `/payment-status?status=success&${query}`, state: { serviceTitle: 'Family Counselling (Virtual)' } },
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { level: 1, name: 'Payment successful' }),
    ).toBeVisible();
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};
