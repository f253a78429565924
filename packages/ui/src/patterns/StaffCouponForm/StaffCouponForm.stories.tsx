import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, userEvent, waitFor, within } from 'storybook/test';
import { staffCopy } from '@sukoon/contracts/copy/staff';
import { widthOf } from '../../storyFixtures';
import { StaffCouponForm } from './StaffCouponForm';

const cc = staffCopy.coupons;

const meta = {
  title: 'Components/StaffCouponForm',
  component: StaffCouponForm,
  args: { today: '2026-11-21', onSubmit: fn() },
  decorators: [widthOf('48rem')],
} satisfies Meta<typeof StaffCouponForm>;
export default meta;
type Story = StoryObj<typeof meta>;

const formOf = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('form', { name: cc.create.heading }));

export const Sends: Story = {
  name: 'Sends the coupon as the create call takes it',
  play: async ({ canvasElement, args }) => {
    const form = formOf(canvasElement);
    const typed = {
      [cc.create.code]: 'summer15',
      [cc.create.percent]: '15',
      [cc.create.maxPerPerson]: '2',
      [cc.create.description]: 'Summer offer',
    };
    for (const [label, text] of Object.entries(typed)) await userEvent.type(form.getByLabelText(label), text);
    await fireEvent.change(form.getByLabelText(cc.create.expiresOn), { target: { value: '2027-06-30' } });
    await userEvent.click(form.getByRole('button', { name: cc.create.submit }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        code: 'summer15',
        percent_off: 15,
        applies_to: ['membership', 'booking'],
        expires_on: '2027-06-30',
        max_redemptions: null,
        max_per_person: 2,
        description: 'Summer offer',
      }),
    );
  },
};

export const Invalid: Story = {
  name: 'Mistakes, each under its field',
  play: async ({ canvasElement, args }) => {
    const form = formOf(canvasElement);
    const typed = { [cc.create.code]: 'x', [cc.create.percent]: '0', [cc.create.maxRedemptions]: '5' };
    for (const [label, text] of Object.entries(typed)) await userEvent.type(form.getByLabelText(label), text);
    await userEvent.type(form.getByLabelText(cc.create.maxPerPerson), '10');
    await userEvent.click(form.getByRole('button', { name: cc.create.submit }));
    await expect(await form.findByText(cc.errors.perPersonAboveTotal)).toBeVisible();
    await expect(form.getByText(cc.errors.code)).toBeVisible();
    await expect(form.getByText(cc.errors.percent)).toBeVisible();
    // Editing a field clears its own message, and only its own.
    await userEvent.type(form.getByLabelText(cc.create.code), 'mas');
    await expect(form.queryByText(cc.errors.code)).toBeNull();
    await expect(form.getByLabelText(cc.create.percent)).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Submitting: Story = {
  name: 'Creating',
  args: { submitting: true },
  play: async ({ canvasElement }) => {
    await expect(formOf(canvasElement).getByRole('button', { name: new RegExp(cc.create.submitting) })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

export const Created: Story = {
  name: 'Created, the form emptied',
  args: { created: 'NEWYEAR20' },
  play: async ({ canvasElement }) => {
    const form = formOf(canvasElement);
    await expect(form.getByText(cc.create.created('NEWYEAR20'))).toBeVisible();
    await expect(form.getByLabelText(cc.create.code)).toHaveValue('');
  },
};

export const NextCoupon: Story = {
  name: 'Created, then the next one started',
  args: { created: 'NEWYEAR20' },
  play: async ({ canvasElement }) => {
    const form = formOf(canvasElement);
    // Editing the form starts the next coupon: the note goes.
    await userEvent.type(form.getByLabelText(cc.create.code), 'N');
    await expect(form.queryByText(cc.create.created('NEWYEAR20'))).toBeNull();
  },
};

export const Refused: Story = {
  name: 'A code that exists',
  args: { failure: cc.errors.codeTaken('WELCOME10') },
  play: async ({ canvasElement }) => {
    await expect(formOf(canvasElement).getByText(cc.create.failed(cc.errors.codeTaken('WELCOME10')))).toBeVisible();
  },
};
