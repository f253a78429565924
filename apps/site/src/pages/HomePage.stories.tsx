import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { hero } from '@sukoon/contracts/content/home';
import { testimonialsCopy } from '@sukoon/contracts/copy/testimonials';
import { contentHandlers, fixtures } from '../mocks/handlers';
import { checkedAt, desktop, expectSettled, mocking, small, tablet } from '../testing/storyUtils';
import { HOME_SECTION_HEADINGS } from '../testing/homeSections';
import HomePage from './HomePage';

// The whole home page as a visitor meets it, driven by the msw scenarios of the certificates and testimonials
// calls; each section's own states (hero stages, carousel, calm timer, ...) are the ui components' stories.
const meta = {
  title: 'Pages/Home',
  component: HomePage,
  parameters: { layout: 'fullscreen', page: { path: '/' } },
} satisfies Meta<typeof HomePage>;
export default meta;
type Story = StoryObj<typeof meta>;

const sectionHeadings = HOME_SECTION_HEADINGS;

async function expectHomePage(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await expect(await canvas.findByRole('heading', { level: 1, name: hero.headline })).toBeVisible();
  await expect(canvas.getByRole('link', { name: hero.cta.label })).toHaveAttribute('href', '/services');
  // The sections under the carousel load their code after the page (a deferred section).
  await canvas.findByRole('heading', { level: 2, name: 'Featured Articles' });
  const headings = canvas.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent ?? '');
  await expect(headings.filter((text) => sectionHeadings.includes(text))).toEqual(sectionHeadings);
  await expect(await canvas.findByText(fixtures.sampleCertificates[0]!.title)).toBeVisible();
  const homeQuote = fixtures.sampleTestimonials.find((t) => t.approved_on_main_page)!.comment!;
  await expect(await canvas.findByText(homeQuote)).toBeVisible();
  await expect(canvas.getByRole('button', { name: 'Start' })).toBeVisible();
  // The test browser asks for reduced motion, under which the slideshow starts paused on its first slide: the
  // picture is the same every run.
  await expect(canvas.getByRole('button', { name: 'Play the slideshow' })).toBeVisible();
  await expect(canvas.getByRole('button', { name: /^Go to slide 1:/ })).toHaveAttribute('aria-current', 'true');
  // The picture is of the page from its top, with the header at its full height.
  window.scrollTo({ top: 0 });
  await waitFor(() => expect(canvas.getByRole('banner')).toHaveAttribute('data-compact', 'false'));
  await expectSettled(canvasElement);
}

export const Desktop: Story = {
  name: 'Home on a desktop',
  ...checkedAt(desktop, expectHomePage),
};

export const Tablet: Story = {
  name: 'Home on a tablet',
  ...checkedAt(tablet, expectHomePage),
};

export const Phone: Story = {
  name: 'Home on a 360 px phone',
  ...checkedAt(small, expectHomePage),
};

export const CallsFailed: Story = {
  name: 'Certificates and testimonials failed',
  tags: ['state:certificates-fallback', 'state:home-testimonials-error'],
  ...small,
  ...mocking(() => contentHandlers('serverError')),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('Unable to load the latest certifications. Showing available content.'),
    ).toBeVisible();
    await expect(await canvas.findByText(testimonialsCopy.home.error)).toBeVisible();
    await expectSettled(canvasElement);
  },
};
