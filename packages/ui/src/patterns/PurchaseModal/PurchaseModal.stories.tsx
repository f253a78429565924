import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { FALLBACK_PLANS, toPlanDisplay } from '@sukoon/contracts';
import { PurchaseModal } from './PurchaseModal';

const gold = toPlanDisplay(FALLBACK_PLANS[2]!);

const meta = {
  title: 'Components/PurchaseModal',
  component: PurchaseModal,
  // Storybook serves the site's drawn media under /media, as the site does.
  args: {
    open: true,
    onOpenChange: fn(),
    plan: gold,
    cardImageSrc: '/media/memberships/gold.svg',
    status: 'idle',
    onBuy: fn(),
  },
} satisfies Meta<typeof PurchaseModal>;
export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => within(screen.getByRole('dialog', { name: 'Buy Gold Membership' }));
const buy = () => dialog().getByRole('button', { name: /Buy Now|Starting your payment/ });
const terms = () => dialog().getByRole('checkbox');
/** The dialog fades in: wait until its price can be seen. */
const opened = () => waitFor(() => expect(dialog().getByText('₹30,000')).toBeVisible());

export const Default: Story = {
  name: 'Terms not ticked',
  tags: ['state:purchase-default'],
  play: async () => {
    await opened();
    await expect(dialog().getByText('10 session credits')).toBeVisible();
    await expect(dialog().getByLabelText(/GST number/)).toBeVisible();
    await expect(dialog().getByLabelText(/Coupon code/)).toBeVisible();
    for (const [name, href] of [
      ['Terms and Conditions', '/terms-and-conditions'],
      ['Privacy Policy', '/privacy-policy'],
      ['Disclaimer', '/disclaimer'],
    ]) {
      await expect(dialog().getByRole('link', { name: new RegExp(name!) })).toHaveAttribute('href', href);
    }
    await expect(terms()).not.toBeChecked();
    await expect(buy()).toBeDisabled();
  },
};

export const Ready: Story = {
  name: 'Terms ticked, Buy Now',
  tags: ['state:purchase-ready'],
  play: async ({ args }) => {
    await opened();
    await userEvent.click(terms());
    await expect(buy()).toBeEnabled();
    // A GST number must carry its check character: a wrong one is refused in the form.
    await userEvent.type(dialog().getByLabelText(/GST number/), '27AAPFU0939F1ZX');
    await userEvent.click(buy());
    await expect(args.onBuy).not.toHaveBeenCalled();
    await userEvent.clear(dialog().getByLabelText(/GST number/));
    await userEvent.type(dialog().getByLabelText(/GST number/), '27AAPFU0939F1ZV');
    await userEvent.type(dialog().getByLabelText(/Coupon code/), 'welcome10');
    await userEvent.click(buy());
    await waitFor(() =>
      expect(args.onBuy).toHaveBeenCalledWith(
        { gst_number: '27AAPFU0939F1ZV', coupon_code: 'WELCOME10', terms: true },
        expect.anything(),
      ),
    );
  },
};

export const InFlight: Story = {
  name: 'In flight',
  tags: ['state:purchase-in-flight'],
  args: { status: 'in-flight' },
  play: async () => {
    await opened();
    await expect(buy()).toBeDisabled();
    await expect(dialog().getByLabelText(/Coupon code/)).toBeDisabled();
  },
};

export const Failed: Story = {
  tags: ['state:purchase-failed'],
  args: { status: 'failed', error: 'Invalid price.' },
  play: async () => {
    await opened();
    await expect(dialog().getByRole('alert')).toHaveTextContent(
      'Membership purchase failed: Invalid price. Please try again or contact support...',
    );
  },
};

export const Redirecting: Story = {
  name: 'Redirecting to Payment Gateway',
  args: { status: 'redirecting' },
  play: async () => {
    await expect(await screen.findByText('Redirecting to Payment Gateway')).toBeVisible();
  },
};
