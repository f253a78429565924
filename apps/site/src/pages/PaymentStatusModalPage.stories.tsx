import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import PaymentStatusModalPage from './PaymentStatusModalPage';

const meta = {
  title: 'Pages/PaymentStatusModal',
  component: PaymentStatusModalPage,
  parameters: { layout: 'fullscreen', page: { path: '/payment-status-modal' } },
} satisfies Meta<typeof PaymentStatusModalPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const findDialog = async () => {
  const dialog = await within(document.body).findByRole('dialog', { name: 'Payment status' });
  await waitFor(() => expect(dialog).toBeVisible());
  return dialog;
};

export const MembershipPaid: Story = {
  name: 'Membership payment successful',
  tags: ['state:payment-status-success'],
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
    await expect(within(dialog).getByRole('heading', { level: 1, name: 'Payment successful' })).toBeVisible();
    const details = within(within(dialog).getByLabelText('Payment details'));
    await expect(details.getByText('Gold Membership')).toBeVisible();
    await expect(details.getByText('₹30,000')).toBeVisible();
  },
};

export const FromPaymentData: Story = {
  name: 'Membership payment failed (from the provider answer)',
  tags: ['state:payment-status-failure'],
  parameters: {
    page: {
      path: '/payment-status-modal',
      state: { paymentData: { status: 'failure', txnid: 'TXNM20261121008', amount: 15000 } },
    },
  },
  play: async () => {
    const dialog = await findDialog();
    await expect(within(dialog).getByRole('heading', { level: 1, name: 'Payment failed' })).toBeVisible();
    await expect(within(within(dialog).getByLabelText('Payment details')).getByText('₹15,000')).toBeVisible();
  },
};
