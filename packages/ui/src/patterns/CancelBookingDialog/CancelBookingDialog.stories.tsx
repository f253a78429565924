import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import type { Booking } from '@sukoon/contracts';
import { bookingsCopy } from '@sukoon/contracts/copy/bookings';
import { confirmedBooking, useHeld } from '../../storyFixtures';
import { CancelBookingDialog, type CancelBookingDialogProps } from './CancelBookingDialog';

const copy = bookingsCopy.changes;

/** Monday 23 Nov at 10:30 in India, paid by card; changes close on Sunday at 10:30. */
const byCard = confirmedBooking;
const byCredits: Booking = {
  ...byCard,
  title: 'Couples Counselling (Virtual)',
  paymentMethod: 'credits',
  creditsUsed: 2,
};

// Holds `open` like My Bookings does, so Keep session really closes.
function Controlled(args: CancelBookingDialogProps) {
  const [open, onOpenChange] = useHeld(args.open, args.onOpenChange);
  return <CancelBookingDialog {...args} open={open ?? false} onOpenChange={onOpenChange} />;
}

const meta = {
  title: 'Components/CancelBookingDialog',
  component: CancelBookingDialog,
  render: (args) => <Controlled {...args} />,
  args: { open: true, onOpenChange: fn(), booking: byCard, status: 'confirm', onConfirm: fn() },
} satisfies Meta<typeof CancelBookingDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const openDialog = async () => {
  const dialog = await screen.findByRole('dialog', { name: copy.cancelDialog.title });
  await waitFor(() => expect(dialog).toBeVisible());
  return within(dialog);
};

const cutoff =
  'Sessions can be moved or cancelled up to 24 hours before they start: for this one, until 10:30 am IST on Sun, 22 Nov 2026.';

export const ConfirmCredits: Story = {
  name: 'Credits go back',
  tags: ['state:cancel-confirm-credits'],
  args: { booking: byCredits },
  play: async ({ args }) => {
    const dialog = await openDialog();
    await expect(dialog.getByText('2 credits go back to your membership at once.')).toBeVisible();
    await expect(dialog.getByText(cutoff)).toBeVisible();
    // Keeping the session is the default: Enter on the first focus never cancels.
    await waitFor(() => expect(dialog.getByRole('button', { name: copy.cancelDialog.keep })).toHaveFocus());
    await userEvent.click(dialog.getByRole('button', { name: copy.cancelDialog.submit }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
  },
};

export const ConfirmCard: Story = {
  name: 'A card refund is asked for, on a 360 px phone',
  tags: ['state:cancel-confirm-card'],
  globals: { viewport: { value: 'small' } },
  play: async () => {
    const dialog = await openDialog();
    await expect(
      dialog.getByText(
        "We'll ask our team to refund ₹5,000 to your original payment method (usually 5 to 7 working days).",
      ),
    ).toBeVisible();
    await expect(dialog.getByText('Mon, 23 Nov 2026 · 10:30 am IST')).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};

export const EnterKeeps: Story = {
  name: 'Enter on the first focus keeps the session',
  // The dialog closes: nothing left to picture.
  parameters: { screenshot: { disable: true } },
  play: async ({ args }) => {
    const dialog = await openDialog();
    await waitFor(() => expect(dialog.getByRole('button', { name: copy.cancelDialog.keep })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

export const Submitting: Story = {
  name: 'Cancelling',
  tags: ['state:cancel-submitting'],
  args: { status: 'submitting' },
  play: async ({ args }) => {
    const dialog = await openDialog();
    const cancel = dialog.getByRole('button', { name: /Cancelling your session/ });
    await expect(cancel).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(cancel);
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await expect(dialog.getByRole('button', { name: copy.cancelDialog.keep })).toBeDisabled();
  },
};

export const Failed: Story = {
  name: 'Not cancelled, try again',
  tags: ['state:cancel-error'],
  args: { status: 'error', message: 'A server error occurred.' },
  play: async ({ args }) => {
    const dialog = await openDialog();
    await expect(dialog.getByRole('alert')).toHaveTextContent(
      'Your session was not cancelled: A server error occurred.',
    );
    await userEvent.click(dialog.getByRole('button', { name: copy.tryAgain }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
  },
};

export const PastTheCutOff: Story = {
  name: 'Refused: past the cut-off',
  tags: ['state:cancel-refused'],
  args: {
    status: 'refused',
    message: 'This session can no longer be changed: changes close 24 hours before it starts.',
  },
  play: async () => {
    const dialog = await openDialog();
    await expect(dialog.getByRole('alert')).toHaveTextContent(/can no longer be changed/);
    // Trying again cannot help: only Keep session is left.
    await expect(dialog.getByRole('button', { name: copy.cancelDialog.submit })).toBeDisabled();
  },
};
