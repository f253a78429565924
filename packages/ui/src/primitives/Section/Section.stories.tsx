import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Section } from './Section';

const meta = {
  title: 'Primitives/Section',
  component: Section,
  args: {
    heading: 'How we can help',
    intro: 'Every session is online, by voice or video. Choose what fits you, or ask us to help you decide.',
    children: <p>The section's content.</p>,
  },
} satisfies Meta<typeof Section>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithIntro: Story = {
  name: 'Heading, intro and content',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: 'How we can help' });
    await expect(within(region).getByRole('heading', { level: 2 })).toHaveTextContent('How we can help');
    await expect(within(region).getByText("The section's content.")).toBeVisible();
  },
};

export const SubSection: Story = {
  name: 'A level-3 section without intro',
  args: { heading: 'Our numbers', intro: undefined, headingLevel: 3 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 3, name: 'Our numbers' })).toBeVisible();
  },
};
