import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { FloatingMembershipButton } from './FloatingMembershipButton';

const meta = {
  title: 'Components/FloatingMembershipButton',
  component: FloatingMembershipButton,
  parameters: { layout: 'fullscreen' },
  tags: ['state:floating-membership'],
} satisfies Meta<typeof FloatingMembershipButton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Floating: Story = {
  name: 'Floating button',
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Membership Plans' });
    await expect(link).toHaveAttribute('href', '/membership-plans');
    await expect(getComputedStyle(link).position).toBe('fixed');
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } };
