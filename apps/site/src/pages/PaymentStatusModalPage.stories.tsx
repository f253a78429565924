import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import { mockAnswer } from '../mocks/handlers';
import { samplePaidOrder } from '../mocks/handlers/payments';
import { mocking } from '../testing/storyUtils';
import PaymentStatusModalPage from './PaymentStatusModalPage';

const meta = {
  title: 'Pages/PaymentStatusModal',
  component: PaymentStatusModalPage,
  // What the dialog shows is the server's word on the order, to its owner: signed in unless a story says otherwise.
  parameters: { layout: 'fullscreen', auth: 'signed-in', page: { path: '/payment-status-modal' } },
} satisfies Meta<typeof PaymentStatusModalPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const findDialog = async () => {
  const dialog = await within(document.body).findByRole('dialog', { name: 'Payment status' });
  await waitFor(() => expect(dialog).toBeVisible());
  return dialog;
};

/** The server's answer for a Gold membership order, changed by `over`. */
const goldOrder = (orderId: string, over: Record<string, unknown> = {}) =>
  mockAnswer('paymentOrder', () =>
    HttpResponse.json({
      ...samplePaidOrder(orderId),
      kind: 'membership',
      title: 'Gold Membership',
      amount: '30000.00',
      transaction_id: '403993715531077999',
      booked_session_id: undefined,
      date: undefined,
      start_time: undefined,
      ...over,
    }),
  );

export const MembershipPaid: Story = {
  name: 'Membership payment successful',
  tags: ['state:payment-status-success'],
  ...mocking(() => [goldOrder('TXNM20261121007')]),
  parameters: {
    page: {
      path: '/payment-status-modal',
      state: {
        status: 'success',
        orderId: 'TXNM20261121007',
        amount: '30000.00',
        transactionId: '403993715531077999',
        serviceTitle: 'Gold Membership',
        paymentData: { status: 'success', txnid: 'TXNM20261121007' },
      },
    },
  },
  play: async () => {
    const dialog = await findDialog();
    await expect(await within(dialog).findByRole('heading', { level: 1, name: 'Payment successful' })).toBeVisible();
    const details = within(within(dialog).getByLabelText('Payment details'));
    await expect(details.getByText('Gold Membership')).toBeVisible();
    await expect(details.getByText('₹30,000')).toBeVisible();
  },
};

export const FromPaymentData: Story = {
  name: 'Membership payment failed (order id from the provider answer)',
  tags: ['state:payment-status-failure'],
  ...mocking(() => [
    goldOrder('TXNM20261121008', { status: 'failure', amount: '15000.00', transaction_id: undefined }),
  ]),
  parameters: {
    page: {
      path: '/payment-status-modal',
      state: { paymentData: { status: 'failure', txnid: 'TXNM20261121008', amount: 15000 } },
    },
  },
  play: async () => {
    const dialog = await findDialog();
    await expect(await within(dialog).findByRole('heading', { level: 1, name: 'Payment failed' })).toBeVisible();
    await expect(within(within(dialog).getByLabelText('Payment details')).getByText('₹15,000')).toBeVisible();
  },
};
