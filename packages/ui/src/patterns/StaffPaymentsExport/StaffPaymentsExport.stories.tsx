import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, userEvent, waitFor, within } from 'storybook/test';
import { staffCopy } from '@sukoon/contracts/copy/staff';
import { widthOf } from '../../storyFixtures';
import { StaffPaymentsExport } from './StaffPaymentsExport';

const c = staffCopy.exports;

const meta = {
  title: 'Components/StaffPaymentsExport',
  component: StaffPaymentsExport,
  args: { today: '2026-11-21', onDownload: fn() },
  decorators: [widthOf('48rem')],
} satisfies Meta<typeof StaffPaymentsExport>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ThisMonth: Story = {
  name: 'This month so far, downloaded',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText(c.from)).toHaveValue('2026-11-01');
    await expect(canvas.getByLabelText(c.to)).toHaveValue('2026-11-21');
    await userEvent.click(canvas.getByRole('button', { name: c.download }));
    await waitFor(() => expect(args.onDownload).toHaveBeenCalledWith({ from: '2026-11-01', to: '2026-11-21' }));
  },
};

export const Backwards: Story = {
  name: 'A range that ends before it starts',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // A date input is set whole, as the browser's picker does.
    await fireEvent.change(canvas.getByLabelText(c.to), { target: { value: '2026-10-31' } });
    await expect(await canvas.findByText(staffCopy.errors.badRange)).toBeVisible();
    await expect(canvas.getByRole('button', { name: c.download })).toBeDisabled();
    await expect(args.onDownload).not.toHaveBeenCalled();
  },
};

export const Downloading: Story = {
  name: 'Preparing the file',
  args: { downloading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: new RegExp(c.downloading) })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

export const Failed: Story = {
  name: 'The download failed',
  args: { failure: 'Service unavailable' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(c.failed('Service unavailable'))).toBeVisible();
  },
};
