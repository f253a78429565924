import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { staffCopy } from '@sukoon/contracts/copy/staff';
import { StaffNotStaff } from './StaffNotStaff';

const meta = {
  title: 'Components/StaffNotStaff',
  component: StaffNotStaff,
  args: { homeHref: '/' },
} satisfies Meta<typeof StaffNotStaff>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NotStaff: Story = {
  name: 'Signed in without the staff role',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: staffCopy.notStaff.title })).toBeVisible();
    await expect(canvas.getByText(staffCopy.notStaff.body)).toBeVisible();
    await expect(canvas.getByRole('link', { name: staffCopy.notStaff.home })).toHaveAttribute('href', '/');
  },
};
