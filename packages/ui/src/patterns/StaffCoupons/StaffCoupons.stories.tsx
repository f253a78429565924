import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { staffCopy } from '@sukoon/contracts/copy/staff';
import { sampleStaffCoupons } from '@sukoon/contracts/samples/staff';
import { widthOf } from '../../storyFixtures';
import { StaffCoupons } from './StaffCoupons';

const cc = staffCopy.coupons;

const meta = {
  title: 'Components/StaffCoupons',
  component: StaffCoupons,
  args: { items: sampleStaffCoupons, onToggle: fn(), onRetry: fn() },
  decorators: [widthOf('48rem')],
} satisfies Meta<typeof StaffCoupons>;
export default meta;
type Story = StoryObj<typeof meta>;

const couponOf = (canvasElement: HTMLElement, code: string) =>
  within(
    within(canvasElement)
      .getByRole('heading', { level: 3, name: new RegExp(`^${code},`) })
      .closest('li')!,
  );

export const List: Story = {
  name: 'Coupons with their limits and uses',
  play: async ({ canvasElement, args }) => {
    await expect(within(canvasElement).getByText(cc.count(2, 3))).toBeVisible();
    const diwali = couponOf(canvasElement, 'DIWALI25');
    await expect(diwali.getByText(cc.used(47, 50))).toBeVisible();
    await expect(diwali.getByText(cc.reserved(2))).toBeVisible();
    await expect(couponOf(canvasElement, 'WELCOME10').getByText(cc.noExpiry)).toBeVisible();
    await userEvent.click(couponOf(canvasElement, 'STUDENT15').getByRole('button', { name: cc.resume }));
    await expect(args.onToggle).toHaveBeenCalledWith(sampleStaffCoupons[2]);
  },
};

export const Saving: Story = {
  name: 'A pause in flight',
  args: { saving: ['DIWALI25'] },
  play: async ({ canvasElement }) => {
    await expect(
      couponOf(canvasElement, 'DIWALI25').getByRole('button', { name: new RegExp(cc.saving) }),
    ).toHaveAttribute('aria-disabled', 'true');
  },
};

export const Refused: Story = {
  name: 'A pause the server refused',
  args: { failures: { WELCOME10: 'Service unavailable' } },
  play: async ({ canvasElement }) => {
    const welcome = couponOf(canvasElement, 'WELCOME10');
    await expect(welcome.getByText(cc.saveFailed('Service unavailable'))).toBeVisible();
    await expect(welcome.getByText(cc.status.active)).toBeVisible();
  },
};

export const Empty: Story = {
  name: 'No coupons yet',
  args: { items: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(cc.empty)).toBeVisible();
  },
};

export const Failed: Story = {
  name: 'Failed, with Retry',
  args: { items: undefined, loadFailure: 'A server error occurred.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/Unable to load the coupons/)).toBeVisible();
  },
};
