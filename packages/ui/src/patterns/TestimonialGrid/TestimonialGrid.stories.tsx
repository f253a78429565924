import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { FALLBACK_TESTIMONIALS } from '@sukoon/contracts/content/testimonials';
import { TestimonialGrid } from './TestimonialGrid';

const meta = {
  title: 'Components/TestimonialGrid',
  component: TestimonialGrid,
  args: { testimonials: FALLBACK_TESTIMONIALS },
} satisfies Meta<typeof TestimonialGrid>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Grid: Story = {
  name: 'Five cards',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: 'Testimonials' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(5);
    await expect(canvas.getAllByRole('img', { name: /^Rated \d out of 5$/ })).toHaveLength(5);
  },
};
