import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { PaymentOrderResponse } from '@sukoon/contracts';
import { remove, writeString } from '../lib/storage';
import { mockAnswer } from '../mocks/handlers';
import { samplePaidOrder } from '../mocks/handlers/payments';
import { body, mocking, shows } from '../testing/storyUtils';
import PaymentStatusPage from './PaymentStatusPage';

const meta = {
  title: 'Pages/PaymentStatus',
  component: PaymentStatusPage,
  // The page shows an order to its owner only: signed in unless a story says otherwise.
  parameters: { layout: 'fullscreen', auth: 'signed-in', page: { path: '/payment-status?status=success' } },
  beforeEach() {
    // A session's payment unless a story says otherwise (an earlier story may have bought a membership).
    remove('paymentType');
  },
} satisfies Meta<typeof PaymentStatusPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const ORDER_ID = 'TXN20261121501';
/** The sample order's session, as the page shows it once the row's formatter has come (plays wait for it). */
const SESSION_WHEN = 'Mon, 23 Nov 2026, 10:30 am IST';
const query = `order_id=${ORDER_ID}&amount=5000.00&transaction_id=403993715531077182&booked_session_id=501`;

/** GET /api/payments/orders/{order_id}/ answering the sample paid order changed by `answers`, in turn (then the last). */
function serveOrder(...answers: Partial<PaymentOrderResponse>[]) {
  let asked = 0;
  return mockAnswer('paymentOrder', () => {
    const answer = answers[Math.min(asked, answers.length - 1)];
    asked += 1;
    return HttpResponse.json({ ...samplePaidOrder(ORDER_ID), ...answer });
  });
}

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
    // What was booked, as the server says: the session's day and time in India.
    await expect(await details.findByText(SESSION_WHEN)).toBeVisible();
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
  beforeEach({ msw }) {
    // No navigation state after the provider's redirect, and a server that names no service: the last booked one.
    writeString('lastBookedService', 'Couples Counselling (Virtual)');
    msw.use(serveOrder({ status: 'failure', title: undefined }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Payment failed' })).toBeVisible();
    await expect(await canvas.findByText(SESSION_WHEN)).toBeVisible();
    await expect(
      within(canvas.getByLabelText('Payment details')).getByText('Couples Counselling (Virtual)'),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Try booking again' })).toHaveAttribute('href', '/services');
  },
};

/** Name and tags stay literal in each export: Storybook's index reads them without running the file. */
function statusStory(
  status: string,
  title: string,
  server: Parameters<typeof mockAnswer>[1],
  showsSession = false,
): Story {
  return {
    parameters: { page: { path: `/payment-status?status=${status}&order_id=${ORDER_ID}` } },
    ...mocking(() => [mockAnswer('paymentOrder', server)]),
    play: async ({ canvasElement }) => {
      await expect(await within(canvasElement).findByRole('heading', { level: 1, name: title })).toBeVisible();
      if (showsSession) await expect(await within(canvasElement).findByText(SESSION_WHEN)).toBeVisible();
    },
  };
}

export const Cancel: Story = {
  name: 'Payment cancelled',
  tags: ['state:payment-status-cancel'],
  ...statusStory(
    'cancel',
    'Payment cancelled',
    () => HttpResponse.json({ ...samplePaidOrder(ORDER_ID), status: 'cancel', transaction_id: undefined }),
    true,
  ),
};
export const Pending: Story = {
  name: 'Payment pending',
  tags: ['state:payment-status-pending'],
  ...statusStory(
    'pending',
    'Payment pending',
    () => HttpResponse.json({ ...samplePaidOrder(ORDER_ID), status: 'pending', transaction_id: undefined }),
    true,
  ),
};
/** While the server's answer loads, the address's status picks the texts (a claimed success reads as processing). */
export const Processing: Story = {
  name: 'Payment processing (while the server answers)',
  tags: ['state:payment-status-processing'],
  ...statusStory('processing', 'Payment processing', async () => {
    await delay('infinite');
    return HttpResponse.error();
  }),
};
export const Unknown: Story = {
  name: "We couldn't confirm your payment",
  tags: ['state:payment-status-unknown'],
  ...statusStory('unknown', "We couldn't confirm your payment", () =>
    HttpResponse.json({ message: 'Something went wrong on our side. Please try again later.' }, { status: 500 }),
  ),
};

export const PendingThenConfirmed: Story = {
  name: 'Payment pending, then confirmed by the bank',
  tags: ['state:payment-status-pending', 'state:payment-status-confirmed-later'],
  parameters: { page: { path: `/payment-status?status=pending&order_id=${ORDER_ID}` } },
  ...mocking(() => [serveOrder({ status: 'pending', transaction_id: undefined }, { status: 'success' })]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Payment pending' })).toBeVisible();
    // The page asks again 3 s later; by then the bank has confirmed.
    await waitFor(() => expect(canvas.getByRole('heading', { level: 1, name: 'Payment successful' })).toBeVisible(), {
      timeout: 8000,
    });
    await expect(within(canvas.getByLabelText('Payment details')).getByText('403993715531077182')).toBeVisible();
    await expect(await canvas.findByText(SESSION_WHEN)).toBeVisible();
  },
};

export const GuestSignIn: Story = {
  name: 'Sign in to see this payment (a guest at ?status=success)',
  tags: ['state:payment-status-sign-in'],
  parameters: { auth: 'guest', page: { path: `/payment-status?status=success&${query}` } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Sign in to see this payment' })).toBeVisible();
    await expect(canvas.queryByText('Payment successful')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await shows(await body().findByRole('dialog', { name: 'Welcome Back' }));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body().queryByRole('dialog', { name: 'Welcome Back' })).toBeNull());
  },
};

export const NotFound: Story = {
  name: 'We could not find this payment (another account)',
  tags: ['state:payment-status-not-found'],
  parameters: { page: { path: `/payment-status?status=success&${query}` } },
  beforeEach({ msw }) {
    msw.use(
      mockAnswer('paymentOrder', () =>
        HttpResponse.json({ message: 'Payment not found.', detail: 'Payment not found.' }, { status: 404 }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'We could not find this payment' }),
    ).toBeVisible();
    await expect(canvas.queryByText('Payment successful')).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Contact support' })).toHaveAttribute('href', '/contact');
  },
};

export const SuccessOnAPhone: Story = {
  name: 'Payment successful on a phone',
  tags: ['state:payment-status-success'],
  globals: { viewport: { value: 'mobile' } },
  ...mocking(() => [serveOrder({ title: 'Family Counselling (Virtual)' })]),
  parameters: {
    page: { path: `/payment-status?status=success&${query}`, state: { serviceTitle: 'Family Counselling (Virtual)' } },
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { level: 1, name: 'Payment successful' }),
    ).toBeVisible();
    await expect(await within(canvasElement).findByText(SESSION_WHEN)).toBeVisible();
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};
