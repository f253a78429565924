import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { staffCopy } from '@sukoon/contracts/copy/staff';
import { sampleStaffRefunds } from '@sukoon/contracts/samples/staff';
import { widthOf } from '../../storyFixtures';
import { StaffRefunds } from './StaffRefunds';

const r = staffCopy.refunds;
const rohan = sampleStaffRefunds[0]!;

const meta = {
  title: 'Components/StaffRefunds',
  component: StaffRefunds,
  args: { items: sampleStaffRefunds, onMark: fn(), onCancel: fn(), onConfirm: fn(), onRetry: fn() },
  decorators: [widthOf('48rem')],
} satisfies Meta<typeof StaffRefunds>;
export default meta;
type Story = StoryObj<typeof meta>;

const openDialog = async () => {
  const dialog = await screen.findByRole('dialog', { name: r.mark });
  await waitFor(() => expect(dialog).toBeVisible());
  return within(dialog);
};

export const Waiting: Story = {
  name: 'Refunds waiting, then one refunded',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(r.waiting(2))).toBeVisible();
    await expect(canvas.getByText(r.refunded('11 Nov 2026, 12:15 pm', 'Anita Rao'))).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: r.mark })).toHaveLength(2);
    await userEvent.click(canvas.getAllByRole('button', { name: r.mark })[0]!);
    await expect(args.onMark).toHaveBeenCalledWith(rohan);
  },
};

export const NoneWaiting: Story = {
  name: 'None waiting',
  args: { items: sampleStaffRefunds.slice(2) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(r.noneWaiting)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: r.mark })).toBeNull();
  },
};

export const Empty: Story = {
  name: 'No refund requests',
  args: { items: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(r.empty)).toBeVisible();
  },
};

export const Confirming: Story = {
  name: 'Confirming a refund',
  args: { confirming: rohan },
  play: async ({ args }) => {
    const dialog = await openDialog();
    await expect(dialog.getByText(r.confirm('₹5,900', 'Rohan Das'))).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: r.confirmYes }));
    await expect(args.onConfirm).toHaveBeenCalledWith(rohan);
    await userEvent.click(dialog.getByRole('button', { name: r.cancel }));
    await expect(args.onCancel).toHaveBeenCalled();
  },
};

export const Saving: Story = {
  name: 'Marking refunded',
  args: { confirming: rohan, saving: true },
  play: async () => {
    const dialog = await openDialog();
    await expect(dialog.getByRole('button', { name: new RegExp(r.saving) })).toHaveAttribute('aria-disabled', 'true');
  },
};

export const Refused: Story = {
  name: 'Marking refused by the server',
  args: { confirming: rohan, saveFailure: staffCopy.errors.noRefundDue },
  play: async () => {
    const dialog = await openDialog();
    await expect(dialog.getByText(r.saveFailed(staffCopy.errors.noRefundDue))).toBeVisible();
  },
};

export const Failed: Story = {
  name: 'Failed, with Retry',
  args: { items: undefined, loadFailure: 'A server error occurred.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/Unable to load the refund requests/)).toBeVisible();
  },
};
