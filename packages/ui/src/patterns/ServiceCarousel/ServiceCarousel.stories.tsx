import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { homeSections, SERVICE_CATEGORY_SLIDES } from '@sukoon/contracts/content/home';
import type { ComponentType } from 'react';
import { vars } from '../../theme/theme.css';
import { ServiceCarousel } from './ServiceCarousel';

/** The frame's padding is the story's own (layout fullscreen): the test's screenshot step then does not
 *  resize the page after the play function, which would make embla re-measure mid-screenshot. */
function Padded(Story: ComponentType) {
  return (
    <div style={{ padding: vars.space['4'] }}>
      <Story />
    </div>
  );
}

const meta = {
  title: 'Components/ServiceCarousel',
  component: ServiceCarousel,
  args: {
    slides: SERVICE_CATEGORY_SLIDES,
    heading: homeSections.carouselHeading,
    eager: true,
    onSlideChange: fn(),
  },
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component: `
Home page motion (decision 15, \`docs/decisions/0015-home-page-motion.md\`). The carousel is
embla-carousel, its code loaded once the carousel is on screen (\`useEmblaOnDemand\`; the first slide is in the
prerendered HTML), with our own 5 s advance (\`useAutoAdvance\`) rather than embla's autoplay plugin, a second timer
to pause. It pauses under the pointer on its arrows and dots, while focus is inside, and by a visible Pause
control (WCAG 2.2.2); slides off screen are inert, so keyboard users are not carried away. Under
\`prefers-reduced-motion\` it changes slides without sliding.`,
      },
    },
  },
  decorators: [Padded],
} satisfies Meta<typeof ServiceCarousel>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Stands in for the real 5 s (useAutoAdvance.test.ts checks 5000 with fake timers). */
const SHORT_INTERVAL = 300;

/** The test browser asks for reduced motion, under which the carousel starts paused: these stories show a reader
 *  who allows motion. */
const motionAllowed = { reducedMotion: false } as const;

const root = (canvasElement: HTMLElement) => canvasElement.querySelector('section')!;
const currentSlide = (canvasElement: HTMLElement) =>
  within(canvasElement)
    .getAllByRole('group')
    .find((group) => group.getAttribute('aria-current') === 'true');

async function expectOnSlide(canvasElement: HTMLElement, position: number, title: string) {
  const slide = currentSlide(canvasElement);
  await expect(slide).toHaveAccessibleName(`${position} of 7`);
  await expect(within(slide!).getByRole('heading', { level: 3, name: title })).toBeVisible();
  await expect(
    within(canvasElement).getByRole('button', { name: `Go to slide ${position}: ${title}` }),
  ).toHaveAttribute('aria-current', 'true');
}

/** The current slide fills the carousel's window, none of its neighbours showing beside it: embla has ended any
 *  glide, such as the one back to the slide after the frame was resized while the story mounted. */
async function expectSlideInPlace(canvasElement: HTMLElement) {
  const slide = currentSlide(canvasElement)!;
  const viewport = slide.parentElement!.parentElement!;
  // embla places the slide after its first layout, which a busy machine (the whole story suite on two cores) can
  // delay past waitFor's default second.
  await waitFor(
    () =>
      expect(Math.round(slide.getBoundingClientRect().left)).toBe(Math.round(viewport.getBoundingClientRect().left)),
    { timeout: 5_000 },
  );
}

async function settleImages(canvasElement: HTMLElement) {
  for (const image of canvasElement.querySelectorAll('img')) await image.decode().catch(() => undefined);
}

/** Play: it moves on to slide 2; then Pause and back to slide 1, the same picture every run. */
async function playThenStopOnSlideOne(canvasElement: HTMLElement, onSlideChange: (index: number) => void) {
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByRole('button', { name: 'Play the slideshow' }));
  await expect(root(canvasElement)).toHaveAttribute('data-rotating', 'true');
  await waitFor(() => expect(onSlideChange).toHaveBeenCalledWith(1));
  await userEvent.click(canvas.getByRole('button', { name: 'Pause the slideshow' }));
  await userEvent.click(canvas.getByRole('button', { name: 'Go to slide 1: Individuals' }));
  await expectOnSlide(canvasElement, 1, 'Individuals');
  await settleImages(canvasElement);
}

export const OnASlide: Story = {
  name: 'On a slide (Students, 3 of 7)',
  tags: ['state:carousel-slide'],
  args: { startIndex: 2, autoPlay: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: homeSections.carouselHeading });
    await expect(region).toHaveAttribute('aria-roledescription', 'carousel');
    const slides = canvas
      .getAllByRole('group')
      .filter((group) => group.getAttribute('aria-roledescription') === 'slide');
    await expect(slides).toHaveLength(7);
    await expectOnSlide(canvasElement, 3, 'Students');
    // Only the slide on screen can be reached; its link goes to the category's anchor on /services.
    await expect(canvas.getByRole('link', { name: 'Explore Students' })).toHaveAttribute('href', '/services#Students');
    const offScreen = canvas.getByRole('link', { name: 'Explore Couples' });
    await expect(offScreen.closest('[aria-roledescription="slide"]')).toHaveAttribute('inert');
    await expect(canvas.getByRole('button', { name: 'Play the slideshow' })).toBeVisible();
    await expectSlideInPlace(canvasElement);
    await settleImages(canvasElement);
  },
};

export const Advances: Story = {
  name: 'Advances on its own, and loops from 7 to 1',
  tags: ['state:carousel-slide'],
  args: { ...motionAllowed, startIndex: 5, intervalMs: SHORT_INTERVAL },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(root(canvasElement)).toHaveAttribute('data-rotating', 'true');
    await expect(canvas.getByRole('button', { name: 'Pause the slideshow' })).toBeVisible();
    await waitFor(() => expectOnSlide(canvasElement, 7, 'Parent'));
    await waitFor(() => expectOnSlide(canvasElement, 1, 'Individuals'));
    await expect(args.onSlideChange).toHaveBeenCalledWith(6);
    await expect(args.onSlideChange).toHaveBeenCalledWith(0);
    // Stop it and show slide 1 for the screenshot.
    await userEvent.click(canvas.getByRole('button', { name: 'Pause the slideshow' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Go to slide 1: Individuals' }));
    await expectOnSlide(canvasElement, 1, 'Individuals');
    await settleImages(canvasElement);
  },
};

export const ArrowsAndDots: Story = {
  name: 'Arrows and dots (by keyboard)',
  tags: ['state:carousel-slide'],
  args: { autoPlay: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Previous slide' }));
    await expectOnSlide(canvasElement, 7, 'Parent');
    canvas.getByRole('button', { name: 'Next slide' }).focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard('{Enter}');
    await expectOnSlide(canvasElement, 2, 'Corporate');
    await userEvent.click(
      canvas.getByRole('button', { name: 'Go to slide 4: Educational & Professional Institutions' }),
    );
    await expectOnSlide(canvasElement, 4, 'Educational & Professional Institutions');
    await settleImages(canvasElement);
  },
};

export const PausedByPointer: Story = {
  name: 'Paused while the pointer is over the arrows or dots',
  tags: ['state:carousel-paused'],
  args: { ...motionAllowed, intervalMs: SHORT_INTERVAL },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const dots = canvas.getByRole('group', { name: 'Choose a slide' });
    await userEvent.hover(dots);
    await expect(root(canvasElement)).toHaveAttribute('data-rotating', 'false');
    // Not rotating: slide changes are announced again (W3C carousel pattern).
    await expect(canvasElement.querySelector('[aria-live]')).toHaveAttribute('aria-live', 'polite');
    // The reader has not paused it: the control still offers Pause.
    await expect(canvas.getByRole('button', { name: 'Pause the slideshow' })).toBeVisible();
    await expectOnSlide(canvasElement, 1, 'Individuals');
    await expect(args.onSlideChange).not.toHaveBeenCalled();
    // The pointer leaves: it moves on again.
    await userEvent.unhover(dots);
    await expect(root(canvasElement)).toHaveAttribute('data-rotating', 'true');
    await waitFor(() => expectOnSlide(canvasElement, 2, 'Corporate'));
    // The pointer on slide 2's dot: it holds there for the screenshot.
    await userEvent.click(canvas.getByRole('button', { name: 'Go to slide 2: Corporate' }));
    await waitFor(() => expect(root(canvasElement)).toHaveAttribute('data-rotating', 'false'));
    await expectOnSlide(canvasElement, 2, 'Corporate');
    await settleImages(canvasElement);
  },
};

export const PausedByControl: Story = {
  name: 'Paused with the Pause control, then played',
  tags: ['state:carousel-paused'],
  args: { ...motionAllowed, intervalMs: SHORT_INTERVAL },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Pause the slideshow' }));
    await expect(root(canvasElement)).toHaveAttribute('data-rotating', 'false');
    await expect(canvas.getByRole('button', { name: 'Play the slideshow' })).toHaveTextContent('Play');
    await expect(args.onSlideChange).not.toHaveBeenCalled();
    // Play with focus still on the control: it moves on.
    await playThenStopOnSlideOne(canvasElement, args.onSlideChange!);
  },
};

export const PausedByFocus: Story = {
  name: 'Paused while focus is inside',
  tags: ['state:carousel-paused'],
  args: { ...motionAllowed, intervalMs: SHORT_INTERVAL },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // Tab in: the first stop is the slide's link (the other slides are inert).
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Explore Individuals' })).toHaveFocus();
    await expect(root(canvasElement)).toHaveAttribute('data-rotating', 'false');
    await expect(args.onSlideChange).not.toHaveBeenCalled();
    // Focus leaves the carousel: it moves on again.
    await userEvent.tab({ shift: true });
    await expect(canvasElement).not.toContainElement(document.activeElement as HTMLElement);
    await expect(root(canvasElement)).toHaveAttribute('data-rotating', 'true');
    await waitFor(() => expect(args.onSlideChange).toHaveBeenCalled());
    await userEvent.click(canvas.getByRole('button', { name: 'Pause the slideshow' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Go to slide 1: Individuals' }));
    await expectOnSlide(canvasElement, 1, 'Individuals');
    await settleImages(canvasElement);
  },
};

export const ReducedMotion: Story = {
  name: 'Under reduced motion: starts paused',
  tags: ['state:carousel-paused'],
  // No reducedMotion prop: the carousel reads prefers-reduced-motion, which the test browser sets.
  args: { intervalMs: SHORT_INTERVAL },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(window.matchMedia('(prefers-reduced-motion: reduce)').matches).toBe(true);
    await expect(root(canvasElement)).toHaveAttribute('data-rotating', 'false');
    await expect(canvas.getByRole('button', { name: 'Play the slideshow' })).toBeVisible();
    await expectOnSlide(canvasElement, 1, 'Individuals');
    await expect(args.onSlideChange).not.toHaveBeenCalled();
    // Play still starts it, changing slides without sliding.
    await playThenStopOnSlideOne(canvasElement, args.onSlideChange!);
    await expectSlideInPlace(canvasElement);
  },
};

export const OnAPhone: Story = {
  name: 'On a 360 px phone',
  tags: ['state:carousel-slide'],
  args: { autoPlay: false, startIndex: 3 },
  globals: { viewport: { value: 'small' } },
  play: async ({ canvasElement }) => {
    await expectOnSlide(canvasElement, 4, 'Educational & Professional Institutions');
    const page = canvasElement.ownerDocument.documentElement;
    await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth);
    await settleImages(canvasElement);
  },
};
