import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { normaliseTestimonials } from '@sukoon/contracts';
import { FALLBACK_TESTIMONIALS } from '@sukoon/contracts/content/testimonials';
import { gridColumn } from '../../storyFixtures';
import { TestimonialCard, initialOf } from './TestimonialCard';

const meta = {
  title: 'Components/TestimonialCard',
  component: TestimonialCard,
  decorators: [gridColumn],
  args: { testimonial: FALLBACK_TESTIMONIALS[3]! },
} satisfies Meta<typeof TestimonialCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Card: Story = {
  name: 'Stars, quote, initial avatar, name and role',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'Rated 4 out of 5' })).toBeVisible();
    await expect(canvas.getByText(args.testimonial.comment)).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 3, name: 'Sunita P.' })).toBeVisible();
    await expect(canvas.getByText('Parent')).toBeVisible();
    await expect(canvas.getByText('S')).toBeVisible();
  },
};

// A review with nothing but a rating: the B3 defaults fill the rest.
const [bare] = normaliseTestimonials([{ id: 9, rating: 12 }]);

export const Defaults: Story = {
  name: 'Missing fields: the B3 defaults',
  args: { testimonial: bare! },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Unknown' })).toBeVisible();
    await expect(canvas.getByText('Client')).toBeVisible();
    await expect(canvas.getByText('No comment provided')).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Rated 5 out of 5' })).toBeVisible();
    await expect(initialOf('  émilie')).toBe('É');
  },
};
