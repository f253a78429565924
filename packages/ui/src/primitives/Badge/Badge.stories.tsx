import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { iconNames } from '../Icon';
import { Inline } from '../Inline';
import { Badge, badgeSizes, badgeTones } from './Badge';

const meta = {
  title: 'Primitives/Badge',
  component: Badge,
  tags: ['primitive'],
  args: { tone: 'success', children: 'Paid' },
  argTypes: {
    tone: { control: 'inline-radio', options: badgeTones },
    size: { control: 'inline-radio', options: badgeSizes },
    icon: { control: 'select', options: iconNames },
  },
} satisfies Meta<typeof Badge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const badge = within(canvasElement).getByText('Paid');
    // The tone's soft surface and text colour; the words carry the status.
    await expect(badge).toHaveStyle({
      fontSize: '12px',
      color: 'rgb(5, 96, 58)',
      backgroundColor: 'rgb(236, 253, 243)',
    });
  },
};

export const EveryTone: Story = {
  name: 'Every tone',
  render: (args) => (
    <Inline space="2">
      {badgeTones.map((tone) => (
        <Badge key={tone} {...args} tone={tone}>
          {tone}
        </Badge>
      ))}
    </Inline>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('neutral')).toHaveStyle({ color: 'rgb(71, 84, 103)' });
  },
};

export const WithIcon: Story = {
  name: 'With an icon',
  args: { icon: 'checkCircle', children: 'Active' },
  play: async ({ canvasElement }) => {
    const badge = within(canvasElement).getByText('Active');
    await expect(badge.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  },
};

export const Medium: Story = {
  name: 'Medium, with an icon',
  args: { size: 'medium', tone: 'warning', icon: 'exclamation', children: 'Not verified' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Not verified')).toHaveStyle({ fontSize: '14px' });
  },
};
