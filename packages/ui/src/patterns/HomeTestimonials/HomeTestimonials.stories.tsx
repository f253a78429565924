import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { homeTestimonials, normaliseTestimonials, type RawTestimonial } from '@sukoon/contracts';
import { FALLBACK_TESTIMONIALS, testimonialsSection } from '@sukoon/contracts/content/testimonials';
import { onAPhone } from '../../storyFixtures';
import { HomeTestimonials } from './HomeTestimonials';

// Six approved for the home page and one not: the section keeps the first four of the approved (A7, A9).
const raw: RawTestimonial[] = [
  ...FALLBACK_TESTIMONIALS.map((t) => ({ ...t })),
  { ...FALLBACK_TESTIMONIALS[0]!, id: 'site-only', user_name: 'Meera J.', approved_on_main_page: false },
  { ...FALLBACK_TESTIMONIALS[1]!, id: 'sixth', user_name: 'Kabir D.', created_at: '2023-09-01T10:00:00Z' },
];
const approved = homeTestimonials(normaliseTestimonials(raw));

const meta = {
  title: 'Components/HomeTestimonials',
  component: HomeTestimonials,
  args: { state: 'loaded', testimonials: approved, heading: testimonialsSection.homeHeading },
} satisfies Meta<typeof HomeTestimonials>;
export default meta;
type Story = StoryObj<typeof meta>;

async function expectFourCards(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const list = canvas.getByRole('list', { name: testimonialsSection.homeHeading });
  const names = within(list)
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);
  await expect(names).toEqual(['Aarti S.', 'Rohan K.', 'Neha and Vikram', 'Sunita P.']);
}

export const Loaded: Story = {
  name: 'Approved testimonials, at most four',
  tags: ['state:home-testimonials'],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 2, name: 'What people tell us' })).toBeVisible();
    await expectFourCards(canvasElement);
  },
};

export const LoadedOnAPhone: Story = {
  name: 'Approved testimonials on a phone',
  tags: ['state:home-testimonials'],
  ...onAPhone,
  play: async ({ canvasElement }) => {
    await expectFourCards(canvasElement);
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};

export const Empty: Story = {
  name: 'None approved: No testimonials available',
  tags: ['state:home-testimonials-empty'],
  args: { testimonials: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No testimonials available')).toBeVisible();
    await expect(canvas.queryByRole('list')).not.toBeInTheDocument();
  },
};

export const Failed: Story = {
  name: 'The call failed: the error text',
  tags: ['state:home-testimonials-error'],
  args: { state: 'error' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Unable to load testimonials right now. Please try again later.',
    );
    await expect(canvas.queryByRole('list')).not.toBeInTheDocument();
  },
};

export const Loading: Story = {
  args: { state: 'loading' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading testimonials');
  },
};
