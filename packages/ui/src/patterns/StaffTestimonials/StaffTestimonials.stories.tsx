import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { staffCopy } from '@sukoon/contracts/copy/staff';
import { sampleStaffTestimonials } from '@sukoon/contracts/samples/staff';
import { widthOf } from '../../storyFixtures';
import { StaffTestimonials } from './StaffTestimonials';

const t = staffCopy.testimonials;

const meta = {
  title: 'Components/StaffTestimonials',
  component: StaffTestimonials,
  args: { items: sampleStaffTestimonials, onChange: fn(), onRetry: fn() },
  decorators: [widthOf('48rem')],
} satisfies Meta<typeof StaffTestimonials>;
export default meta;
type Story = StoryObj<typeof meta>;

const itemOf = (canvasElement: HTMLElement, author: string) =>
  within(
    within(canvasElement)
      .getByRole('heading', { level: 3, name: new RegExp(`^${author}`) })
      .closest('li')!,
  );

export const List: Story = {
  name: 'Waiting first, approved for the site by a tick',
  play: async ({ canvasElement, args }) => {
    await expect(within(canvasElement).getByText(t.waiting(2))).toBeVisible();
    const kiran = itemOf(canvasElement, 'Kiran');
    await expect(kiran.getByRole('checkbox', { name: t.approveSite })).toBeDisabled();
    await expect(kiran.getByText(t.noConsentReason)).toBeVisible();
    await expect(itemOf(canvasElement, 'Arjun').getByText('Evening slots fill up fast.')).toBeVisible();
    await userEvent.click(itemOf(canvasElement, 'Deepa').getByRole('checkbox', { name: t.approveSite }));
    await expect(args.onChange).toHaveBeenCalledWith(5, { is_admin_approved: true });
  },
};

export const Saving: Story = {
  name: 'A change in flight',
  args: { saving: [5] },
  play: async ({ canvasElement }) => {
    await expect(itemOf(canvasElement, 'Deepa').getByRole('status', { name: t.saving })).toBeVisible();
  },
};

export const Refused: Story = {
  name: 'A change the server refused',
  args: { failures: { 6: 'Service unavailable' } },
  play: async ({ canvasElement }) => {
    const arjun = itemOf(canvasElement, 'Arjun');
    await expect(arjun.getByText(t.saveFailed('Service unavailable'))).toBeVisible();
    await expect(arjun.getByText(t.status.waiting)).toBeVisible();
  },
};

export const NoneWaiting: Story = {
  name: 'Nothing waiting, an author without a name',
  args: { items: [{ ...sampleStaffTestimonials[0]!, author: '', is_admin_approved: true }] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(t.noneWaiting)).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 3, name: /^Unknown, / })).toBeVisible();
  },
};

export const Empty: Story = {
  name: 'No testimonials yet',
  args: { items: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(t.empty)).toBeVisible();
  },
};

export const Failed: Story = {
  name: 'Failed, with Retry',
  args: { items: undefined, loadFailure: 'A server error occurred.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/Unable to load the testimonials/)).toBeVisible();
  },
};
