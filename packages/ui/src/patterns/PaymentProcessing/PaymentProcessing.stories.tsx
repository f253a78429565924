import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { onAPhone } from '../../storyFixtures';
import { PaymentProcessing } from './PaymentProcessing';

const meta = {
  title: 'Components/PaymentProcessing',
  component: PaymentProcessing,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof PaymentProcessing>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ProcessingPayment: Story = {
  name: 'Processing payment',
  tags: ['state:payment-processing'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Processing Payment' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Please wait while we redirect you to the payment status page...',
    );
  },
};

export const ProcessingPaymentMobile: Story = {
  name: 'Processing payment on a phone',
  tags: ['state:payment-processing'],
  ...onAPhone,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'Processing Payment' })).toBeVisible();
  },
};
