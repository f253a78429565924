import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../Button';
import { spaces } from '../../theme/atoms.css';
import { Inline, inlineAligns, inlineAlignsY } from './Inline';
import { formColumn, sampleBlock } from '../../Foundations/storyLayout.css';

const meta = {
  title: 'Primitives/Inline',
  component: Inline,
  tags: ['primitive'],
  args: { space: '3', children: null },
  argTypes: {
    space: { control: 'select', options: spaces },
    align: { control: 'inline-radio', options: inlineAligns },
    alignY: { control: 'inline-radio', options: inlineAlignsY },
  },
  render: (args) => (
    <Inline {...args}>
      <Button>View My Bookings</Button>
      <Button variant="secondary">Back to Services</Button>
      <Button variant="ghost">Refresh status</Button>
    </Inline>
  ),
} satisfies Meta<typeof Inline>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const [first, second] = within(canvasElement).getAllByRole('button');
    // One row, 12 px (space="3") between the buttons.
    await expect(second!.getBoundingClientRect().top).toBe(first!.getBoundingClientRect().top);
    await expect(second!.getBoundingClientRect().left - first!.getBoundingClientRect().right).toBe(12);
  },
};

export const Wrapping: Story = {
  name: 'Wraps in a narrow column',
  args: { space: '2' },
  render: (args) => (
    <div className={formColumn}>
      <Inline {...args}>
        {['Counselling', 'Coaching', 'Couples', 'Family', 'Workplace', 'Students'].map((name) => (
          <span key={name} className={sampleBlock}>
            {name}
          </span>
        ))}
      </Inline>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const tops = within(canvasElement)
      .getAllByText(/./)
      .map((item) => item.getBoundingClientRect().top);
    await expect(new Set(tops).size).toBeGreaterThan(1);
  },
};

export const CollapsesOnPhones: Story = {
  name: 'Stacks on a phone',
  args: { align: 'center', collapseBelow: 'tablet' },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const [first, second] = within(canvasElement).getAllByRole('button');
    // Below 768 px: one full-width button under the other.
    await expect(second!.getBoundingClientRect().top).toBeGreaterThan(first!.getBoundingClientRect().bottom);
    await expect(first!.getBoundingClientRect().width).toBe(second!.getBoundingClientRect().width);
  },
};

export const CentredFromTablets: Story = {
  name: 'Centred row from tablets up',
  args: { align: 'center', collapseBelow: 'tablet' },
  globals: { viewport: { value: 'tablet' } },
  play: async ({ canvasElement }) => {
    const [first, second] = within(canvasElement).getAllByRole('button');
    await expect(second!.getBoundingClientRect().top).toBe(first!.getBoundingClientRect().top);
  },
};
