import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { onAPhone, payment } from '../../storyFixtures';
import { PaymentStatus, paymentStatuses } from './PaymentStatus';

const meta = {
  title: 'Components/PaymentStatus',
  component: PaymentStatus,
  args: { ...payment, status: 'success', onRefresh: fn() },
  argTypes: { status: { control: 'inline-radio', options: paymentStatuses } },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof PaymentStatus>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The session row comes once its formatter has loaded: plays wait for it, so screenshots always show it. */
const sessionRow = (canvasElement: HTMLElement) => within(canvasElement).findByText('Sat, 22 Nov 2025, 9:15 am IST');

export const PaymentSuccessful: Story = {
  name: 'Payment successful',
  tags: ['state:payment-status-success'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Payment successful' })).toBeVisible();
    const details = within(canvas.getByLabelText('Payment details'));
    await expect(details.getByText('Individual Counselling (Virtual)')).toBeVisible();
    await expect(await details.findByText('Sat, 22 Nov 2025, 9:15 am IST')).toBeVisible();
    // Indian grouping with the rupee sign.
    await expect(details.getByText('₹5,000')).toBeVisible();
    await expect(details.getByText('SKN-20251122-4815')).toBeVisible();
    await expect(details.getByText('PAYU403993715531077182')).toBeVisible();
    await expect(canvas.getByText(/meeting link will be in My Bookings/)).toBeVisible();
    await expect(canvas.getByText(/confirmation e-mail/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'View My Bookings' })).toHaveAttribute('href', '/MyBookings');
    await expect(canvas.getByRole('link', { name: 'Back to Services' })).toHaveAttribute('href', '/services');
    await expect(canvas.getByRole('link', { name: 'support@sukoon.example' })).toHaveAttribute(
      'href',
      'mailto:support@sukoon.example?subject=Payment%20for%20order%20SKN-20251122-4815',
    );
    // A settled outcome offers no refresh.
    await expect(canvas.queryByRole('button', { name: 'Refresh status' })).toBeNull();
  },
};

export const PaymentSuccessfulMobile: Story = {
  name: 'Payment successful on a phone',
  tags: ['state:payment-status-success'],
  args: { amount: 100000, serviceTitle: 'Family Counselling (Virtual, 3-5 members)' },
  ...onAPhone,
  play: async ({ canvasElement }) => {
    await sessionRow(canvasElement);
    const canvas = within(canvasElement);
    await expect(canvas.getByText('₹1,00,000')).toBeVisible();
    // The long transaction id wraps inside the card instead of widening the page.
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(375);
    await expect(canvas.getByRole('link', { name: 'View My Bookings' })).toBeVisible();
  },
};

export const PaymentFailed: Story = {
  name: 'Payment failed',
  tags: ['state:payment-status-failure'],
  args: { status: 'failure', session: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Payment failed' })).toBeVisible();
    await expect(canvas.getByText(/Nothing has been charged/)).toBeVisible();
    await expect(canvas.getByText(/refunded to the same account/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Try booking again' })).toHaveAttribute('href', '/services');
    await expect(canvas.getByRole('link', { name: 'Contact support' })).toHaveAttribute('href', '/contact');
    await expect(canvas.queryByRole('link', { name: 'View My Bookings' })).toBeNull();
  },
};

export const PaymentCancelled: Story = {
  name: 'Payment cancelled',
  tags: ['state:payment-status-cancel'],
  // The cancel route carries nothing but the status.
  args: {
    status: 'cancel',
    amount: undefined,
    orderId: undefined,
    transactionId: undefined,
    serviceTitle: undefined,
    session: undefined,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Payment cancelled' })).toBeVisible();
    await expect(canvas.getByText(/nothing was charged/)).toBeVisible();
    await expect(canvas.getByText(/held for a short while, then released/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to Services' })).toHaveAttribute('href', '/services');
    // With nothing known there is no empty details box.
    await expect(canvas.queryByLabelText('Payment details')).toBeNull();
    await expect(canvas.getByRole('link', { name: 'support@sukoon.example' })).toHaveAttribute(
      'href',
      'mailto:support@sukoon.example',
    );
  },
};

export const PaymentPending: Story = {
  name: 'Payment pending',
  tags: ['state:payment-status-pending'],
  args: { status: 'pending', transactionId: undefined },
  play: async ({ canvasElement, args }) => {
    await sessionRow(canvasElement);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Payment pending' })).toBeVisible();
    await expect(canvas.getByText(/confirming your payment with the bank/)).toBeVisible();
    await expect(canvas.getByText(/Please do not pay again/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Refresh status' }));
    await expect(args.onRefresh).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('link', { name: 'View My Bookings' })).toHaveAttribute('href', '/MyBookings');
  },
};

export const StillPending: Story = {
  name: 'Still waiting for the bank (pending after two minutes of asking)',
  tags: ['state:payment-status-still-pending'],
  args: { status: 'stillPending', transactionId: undefined },
  play: async ({ canvasElement, args }) => {
    await sessionRow(canvasElement);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Still waiting for the bank' })).toBeVisible();
    await expect(canvas.getByText(/Please do not pay again/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Refresh status' }));
    await expect(args.onRefresh).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('link', { name: 'Contact support' })).toHaveAttribute('href', '/contact');
  },
};

export const SignInToSee: Story = {
  name: 'Sign in to see this payment',
  tags: ['state:payment-status-sign-in'],
  args: { status: 'signIn', amount: undefined, transactionId: undefined, serviceTitle: undefined, onSignIn: fn() },
  play: async ({ canvasElement, args }) => {
    await sessionRow(canvasElement);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Sign in to see this payment' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await expect(args.onSignIn).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByRole('button', { name: 'Refresh status' })).toBeNull();
  },
};

export const PaymentProcessing: Story = {
  name: 'Payment processing',
  tags: ['state:payment-status-processing'],
  args: {
    status: 'processing',
    transactionId: undefined,
    session: undefined,
    serviceTitle: 'Gold membership',
    amount: 30000,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Payment processing' })).toBeVisible();
    await expect(canvas.getByText('₹30,000')).toBeVisible();
    await expect(canvas.getByText(/check My Bookings later/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Refresh status' })).toBeVisible();
  },
};

export const PaymentStatusUnknown: Story = {
  name: 'Payment status unknown',
  tags: ['state:payment-status-unknown'],
  args: {
    status: 'unknown',
    transactionId: undefined,
    serviceTitle: undefined,
    session: undefined,
    amount: undefined,
    onRefresh: undefined,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: "We couldn't confirm your payment" })).toBeVisible();
    await expect(canvas.getByText('We could not determine the status of your payment.')).toBeVisible();
    await expect(canvas.getByText(/contact support with your order ID/)).toBeVisible();
    await expect(within(canvas.getByLabelText('Payment details')).getByText('SKN-20251122-4815')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'View My Bookings' })).toHaveAttribute('href', '/MyBookings');
    await expect(canvas.getByRole('link', { name: 'Contact support' })).toHaveAttribute('href', '/contact');
    // Without a handler the page offers no refresh button it cannot honour.
    await expect(canvas.queryByRole('button', { name: 'Refresh status' })).toBeNull();
  },
};

export const MembershipPaid: Story = {
  name: 'Payment successful: a membership',
  args: {
    order: 'membership',
    serviceTitle: 'Gold',
    session: undefined,
    amount: 27000,
    links: { bookings: '/MyMembership', services: '/membership-plans', contact: '/contact' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Payment successful' })).toBeVisible();
    await expect(canvas.getByText(/membership is active/)).toBeVisible();
    await expect(within(canvas.getByLabelText('Payment details')).getByText('Membership plan')).toBeVisible();
    await expect(canvas.queryByText(/session is booked/)).toBeNull();
    await expect(canvas.getByRole('link', { name: 'View My Membership' })).toHaveAttribute('href', '/MyMembership');
    await expect(canvas.getByRole('link', { name: 'Back to Membership Plans' })).toHaveAttribute(
      'href',
      '/membership-plans',
    );
  },
};

export const MembershipCancelled: Story = {
  name: 'Payment cancelled: a membership',
  args: {
    order: 'membership',
    status: 'cancel',
    serviceTitle: 'Gold',
    session: undefined,
    links: { bookings: '/MyMembership', services: '/membership-plans', contact: '/contact' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/no membership was bought/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to Membership Plans' })).toBeVisible();
  },
};
