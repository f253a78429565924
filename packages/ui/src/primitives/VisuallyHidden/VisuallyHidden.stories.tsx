import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Icon } from '../Icon';
import { VisuallyHidden } from './VisuallyHidden';

const meta = {
  title: 'Primitives/VisuallyHidden',
  component: VisuallyHidden,
  tags: ['primitive'],
  args: { children: ' (opens in a new tab)' },
} satisfies Meta<typeof VisuallyHidden>;
export default meta;
type Story = StoryObj<typeof meta>;

export const InsideALink: Story = {
  name: 'Inside a link',
  render: (args) => (
    <a href="/terms-and-conditions" target="_blank" rel="noopener noreferrer">
      Terms and Conditions
      <VisuallyHidden {...args} />
    </a>
  ),
  play: async ({ canvasElement }) => {
    // Part of the link's name, but takes no room on screen.
    const link = within(canvasElement).getByRole('link', { name: 'Terms and Conditions (opens in a new tab)' });
    const hidden = within(link).getByText('(opens in a new tab)');
    await expect(hidden.getBoundingClientRect().width).toBeLessThanOrEqual(1);
    await expect(getComputedStyle(hidden).position).toBe('absolute');
  },
};

export const NamesAnIconButton: Story = {
  name: 'Names an icon button',
  args: { children: 'Close menu' },
  render: (args) => (
    <button type="button">
      <Icon name="close" />
      <VisuallyHidden {...args} />
    </button>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Close menu' })).toBeVisible();
  },
};

export const HiddenLegend: Story = {
  name: 'As a hidden group legend',
  args: { as: 'legend', children: 'Select a date' },
  render: (args) => (
    <fieldset>
      <VisuallyHidden {...args} />
      <label>
        <input type="radio" name="day" defaultChecked /> Sat 21 Nov
      </label>
    </fieldset>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('group', { name: 'Select a date' })).toBeInTheDocument();
  },
};
