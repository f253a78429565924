import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { vars } from '../../theme/theme.css';
import { PaymentOverlay, paymentOverlayKinds } from './PaymentOverlay';

const meta = {
  title: 'Components/PaymentOverlay',
  component: PaymentOverlay,
  args: { kind: 'complete', onRetry: fn(), onCancel: fn() },
  argTypes: { kind: { control: 'inline-radio', options: paymentOverlayKinds } },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof PaymentOverlay>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Stands in for the provider's form host, which the page fills with the gateway's HTML. */
function ProviderFormStandIn() {
  return (
    <div
      style={{ padding: vars.space['6'], display: 'grid', gap: vars.space['3'], maxWidth: '28rem', margin: '0 auto' }}
    >
      <p style={{ fontWeight: vars.font.weight.semibold }}>Sukoon test gateway (sandbox)</p>
      <p style={{ color: vars.color.text.secondary }}>The payment provider&apos;s card form appears here.</p>
    </div>
  );
}

export const CompleteYourPayment: Story = {
  name: 'Complete your payment',
  tags: ['state:payment-overlay'],
  args: { children: <ProviderFormStandIn /> },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Complete Your Payment' });
    await expect(dialog).toHaveTextContent('Sukoon test gateway (sandbox)');
    // Outside clicks must not abandon a payment half way.
    await userEvent.keyboard('{Escape}');
    await expect(screen.getByRole('dialog', { name: 'Complete Your Payment' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel payment' }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
  },
};

export const PaymentFormLoading: Story = {
  name: 'Payment form loading',
  tags: ['state:payment-overlay'],
  args: { onCancel: undefined },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Complete Your Payment' });
    await expect(dialog).toHaveTextContent('Loading payment form');
    await expect(screen.queryByRole('button', { name: 'Cancel payment' })).toBeNull();
  },
};

export const CompleteYourPaymentMobile: Story = {
  name: 'Complete your payment on a phone',
  tags: ['state:payment-overlay'],
  args: { children: <ProviderFormStandIn /> },
  globals: { viewport: { value: 'mobile' } },
  play: async () => {
    await expect(await screen.findByRole('dialog', { name: 'Complete Your Payment' })).toBeVisible();
  },
};

export const PaymentError: Story = {
  name: 'Payment error',
  tags: ['state:payment-error'],
  args: { kind: 'error' },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('alertdialog', { name: 'Payment Error' });
    await expect(dialog).toHaveAccessibleDescription('Unable to load payment form');
    // Focus starts inside the overlay, on Retry, and stays trapped there.
    const retry = screen.getByRole('button', { name: 'Retry' });
    await waitFor(() => expect(retry).toHaveFocus());
    await userEvent.tab();
    await expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.tab();
    await expect(retry).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(args.onRetry).not.toHaveBeenCalled();
  },
};

export const PaymentErrorRetry: Story = {
  name: 'Payment error, retry',
  tags: ['state:payment-error'],
  args: { kind: 'error' },
  play: async ({ args }) => {
    await userEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    // Escape is the keyboard's Cancel here.
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
  },
};

export const PaymentErrorMobile: Story = {
  name: 'Payment error on a phone',
  tags: ['state:payment-error'],
  args: { kind: 'error' },
  globals: { viewport: { value: 'mobile' } },
  play: async () => {
    await expect(await screen.findByRole('button', { name: 'Retry' })).toBeVisible();
    await expect(screen.getByRole('button', { name: 'Cancel' })).toBeVisible();
  },
};

export const RedirectingToPaymentGateway: Story = {
  name: 'Redirecting to payment gateway',
  tags: ['state:payment-redirecting'],
  args: { kind: 'redirecting' },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Redirecting to Payment Gateway' });
    await expect(dialog).toHaveAttribute('aria-busy', 'true');
    await waitFor(() => expect(dialog).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).not.toHaveBeenCalled();
    await expect(screen.getByRole('dialog', { name: 'Redirecting to Payment Gateway' })).toBeVisible();
  },
};
