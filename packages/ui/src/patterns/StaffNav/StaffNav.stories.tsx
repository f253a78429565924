import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { staffCopy } from '@sukoon/contracts/copy/staff';
import { StaffNav } from './StaffNav';

const meta = { title: 'Components/StaffNav', component: StaffNav } satisfies Meta<typeof StaffNav>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Sections: Story = {
  name: 'Links to the sections, in page order',
  play: async ({ canvasElement }) => {
    const nav = within(within(canvasElement).getByRole('navigation', { name: staffCopy.tabs.label }));
    const links = nav.getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual([
      staffCopy.tabs.sessions,
      staffCopy.tabs.refunds,
      staffCopy.tabs.exports,
      staffCopy.tabs.coupons,
      staffCopy.tabs.testimonials,
      staffCopy.tabs.inquiries,
    ]);
    await expect(links[0]).toHaveAttribute('href', '#staff-sessions');
  },
};
