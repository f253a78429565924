import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { fontSizes, textAligns, textLeadings, textTones } from '../Text';
import { Heading, headingLevels } from '.';

const meta = {
  title: 'Primitives/Heading',
  component: Heading,
  tags: ['primitive'],
  args: { level: 2, size: '2xl', children: 'Book a session' },
  argTypes: {
    level: { control: 'inline-radio', options: headingLevels },
    size: { control: 'select', options: fontSizes },
    weight: { control: 'inline-radio', options: ['medium', 'semibold', 'bold'] },
    tone: { control: 'inline-radio', options: textTones },
    leading: { control: 'inline-radio', options: textLeadings },
    align: { control: 'inline-radio', options: textAligns },
  },
} satisfies Meta<typeof Heading>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const heading = within(canvasElement).getByRole('heading', { level: 2, name: 'Book a session' });
    // Bold and in the primary colour unless told otherwise.
    await expect(heading).toHaveStyle({ fontSize: '24px', fontWeight: '700', color: 'rgb(28, 36, 48)' });
  },
};

export const PageTitle: Story = {
  name: 'A page title (level 1, larger from tablets up)',
  args: {
    level: 1,
    size: { mobile: '3xl', tablet: '5xl' },
    leading: 'tight',
    align: 'center',
    children: 'Our Services',
  },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const heading = within(canvasElement).getByRole('heading', { level: 1, name: 'Our Services' });
    await expect(heading).toHaveStyle({ fontSize: '30px', lineHeight: '36px' });
  },
};

export const SmallSubheading: Story = {
  name: 'A small subheading (level 3, semibold)',
  args: { level: 3, size: 'md', weight: 'semibold', children: 'Areas of expertise' },
  play: async ({ canvasElement }) => {
    // The level is the outline, the size the look: an h3 at the body's size.
    const heading = within(canvasElement).getByRole('heading', { level: 3, name: 'Areas of expertise' });
    await expect(heading).toHaveStyle({ fontSize: '16px', fontWeight: '600' });
  },
};

export const Secondary: Story = {
  name: 'Secondary tone',
  args: { level: 4, size: 'xs', weight: 'semibold', tone: 'secondary', children: 'Billed to' },
  play: async ({ canvasElement }) => {
    const heading = within(canvasElement).getByRole('heading', { level: 4, name: 'Billed to' });
    await expect(heading).toHaveStyle({ color: 'rgb(71, 84, 103)' });
  },
};
