import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CalmGauge } from './CalmGauge';

const meta = {
  title: 'Components/CalmGauge',
  component: CalmGauge,
  args: { remaining: 60 },
} satisfies Meta<typeof CalmGauge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Full: Story = {
  name: 'A full minute',
  play: async ({ canvasElement }) => {
    const timer = within(canvasElement).getByRole('timer', { name: 'Time left' });
    await expect(timer).toHaveTextContent('60 seconds left');
    await expect(timer).toHaveAttribute('data-progress', '0.000');
    // Not announced each second: a timer's live region is off, and none is added.
    await expect(timer).not.toHaveAttribute('aria-live');
    await expect(canvasElement.querySelectorAll('circle')).toHaveLength(1);
  },
};

export const Counting: Story = {
  name: 'Counting down',
  args: { remaining: 42 },
  play: async ({ canvasElement }) => {
    const timer = within(canvasElement).getByRole('timer', { name: 'Time left' });
    await expect(timer).toHaveTextContent('42 seconds left');
    await expect(timer).toHaveAttribute('data-progress', '0.300');
  },
};

export const Paused: Story = {
  name: 'Paused',
  args: { remaining: 42, paused: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('timer')).toHaveTextContent('42 seconds left');
  },
};

export const LastSecond: Story = {
  name: 'One second left',
  args: { remaining: 1 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('timer')).toHaveTextContent('1 second left');
  },
};

export const Done: Story = {
  name: 'Done',
  args: { remaining: 0 },
  play: async ({ canvasElement }) => {
    const timer = within(canvasElement).getByRole('timer');
    await expect(timer).toHaveTextContent('0 seconds left');
    await expect(timer).toHaveAttribute('data-progress', '1.000');
  },
};
