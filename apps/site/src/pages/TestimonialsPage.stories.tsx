import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { expect, within } from 'storybook/test';
import { FALLBACK_TESTIMONIALS } from '@sukoon/contracts/content/testimonials';
import { contentHandlers, fixtures, mockAnswer } from '../mocks/handlers';
import { desktop, expectSettled, mocking, offlineWith, small, tablet } from '../testing/storyUtils';
import TestimonialsPage from './TestimonialsPage';

// The page's states come from the testimonials call's msw scenario and the network parameter.
const meta = {
  title: 'Pages/Testimonials',
  component: TestimonialsPage,
  parameters: { layout: 'fullscreen', page: { path: '/testimonials' } },
} satisfies Meta<typeof TestimonialsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The names on the cards, in order. */
async function cardNames(canvasElement: HTMLElement) {
  const list = await within(canvasElement).findByRole('list', { name: 'Testimonials' });
  return within(list)
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent);
}

// The server's answer with a duplicate (same name, comment and created_at): it is shown once (B3).
const withDuplicate = [...fixtures.sampleTestimonials, { ...fixtures.sampleTestimonials[0]!, id: 99 }];
const serverNames = fixtures.sampleTestimonials.map((t) => t.user_name);

function gridStory(viewport: typeof small | typeof tablet | typeof desktop): Story {
  return {
    ...viewport,
    ...mocking(() => [mockAnswer('testimonials', () => HttpResponse.json(withDuplicate))]),
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      await expect(await canvas.findByRole('heading', { level: 1, name: 'Transformative Experiences' })).toBeVisible();
      await expect(await cardNames(canvasElement)).toEqual(serverNames);
      await expect(canvas.getAllByRole('img', { name: /^Rated \d out of 5$/ })).toHaveLength(serverNames.length);
      await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
      await expectSettled(canvasElement);
    },
  };
}

export const Phone: Story = { name: 'Grid on a 360 px phone', tags: ['state:testimonials-grid'], ...gridStory(small) };
export const Tablet: Story = { name: 'Grid on a tablet', tags: ['state:testimonials-grid'], ...gridStory(tablet) };
export const Desktop: Story = { name: 'Grid on a desktop', tags: ['state:testimonials-grid'], ...gridStory(desktop) };

export const Empty: Story = {
  name: 'None yet',
  tags: ['state:testimonials-empty'],
  ...small,
  ...mocking(() => contentHandlers('empty')),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No testimonials found')).toBeVisible();
    await expect(canvas.queryByRole('list', { name: 'Testimonials' })).not.toBeInTheDocument();
    await expectSettled(canvasElement);
  },
};

export const Fallback: Story = {
  name: 'Failed: the built-in five under the warning',
  tags: ['state:testimonials-fallback'],
  ...desktop,
  ...mocking(() => contentHandlers('serverError')),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('Unable to load the latest testimonials. Showing available content.'),
    ).toBeVisible();
    await expect(await cardNames(canvasElement)).toEqual(FALLBACK_TESTIMONIALS.map((t) => t.user_name));
    await expectSettled(canvasElement);
  },
};

export const Offline: Story = {
  name: 'Offline: the offline message and the built-in five',
  tags: ['state:testimonials-offline'],
  ...small,
  ...offlineWith(() => contentHandlers('offline')),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("You're currently offline. Showing available testimonials.")).toBeVisible();
    await expect(await cardNames(canvasElement)).toHaveLength(5);
    await expectSettled(canvasElement);
  },
};
