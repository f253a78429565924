import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { fontSizes, textAligns, textElements, textLeadings, textTones, textWeights } from '.';
import { Text } from './Text';
import { dark } from '../TextLink/TextLink.stories.css';

const meta = {
  title: 'Primitives/Text',
  component: Text,
  tags: ['primitive'],
  args: { children: 'Talk to a counsellor from home, at a time that suits you.' },
  argTypes: {
    as: { control: 'inline-radio', options: textElements },
    size: { control: 'select', options: fontSizes },
    tone: { control: 'inline-radio', options: textTones },
    weight: { control: 'inline-radio', options: textWeights },
    leading: { control: 'inline-radio', options: textLeadings },
    align: { control: 'inline-radio', options: textAligns },
  },
} satisfies Meta<typeof Text>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const text = within(canvasElement).getByText(/Talk to a counsellor/);
    // A paragraph that inherits: the body's 16 px and primary colour.
    await expect(text.tagName).toBe('P');
    await expect(text).toHaveStyle({ fontSize: '16px', color: 'rgb(28, 36, 48)' });
  },
};

export const Secondary: Story = {
  name: 'Small and secondary',
  args: { size: 'sm', tone: 'secondary' },
  play: async ({ canvasElement }) => {
    const text = within(canvasElement).getByText(/Talk to a counsellor/);
    await expect(text).toHaveStyle({ fontSize: '14px', color: 'rgb(71, 84, 103)' });
  },
};

export const Emphasis: Story = {
  name: 'Large and semibold',
  args: { size: 'xl', weight: 'semibold', leading: 'snug' },
  play: async ({ canvasElement }) => {
    const text = within(canvasElement).getByText(/Talk to a counsellor/);
    await expect(text).toHaveStyle({ fontSize: '20px', fontWeight: '600', lineHeight: '27px' });
  },
};

export const ResponsiveSize: Story = {
  name: 'Larger from tablets up',
  args: { size: { mobile: 'md', tablet: 'lg' }, align: 'center' },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    // On a 375 px phone the mobile size applies.
    await expect(within(canvasElement).getByText(/Talk to a counsellor/)).toHaveStyle({
      fontSize: '16px',
      textAlign: 'center',
    });
  },
};

export const Inline: Story = {
  name: 'As a span, on the dark footer',
  args: { as: 'span', size: 'xs', tone: 'inverse' },
  render: (args) => (
    <p className={dark}>
      <Text {...args} />
    </p>
  ),
  play: async ({ canvasElement }) => {
    const text = within(canvasElement).getByText(/Talk to a counsellor/);
    await expect(text.tagName).toBe('SPAN');
    await expect(text).toHaveStyle({ color: 'rgb(255, 255, 255)' });
  },
};
