import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { hero } from '@sukoon/contracts/content/home';
import { Hero } from './Hero';
import { heroStages, type HeroStage } from './heroSequence';

const meta = {
  title: 'Components/Hero',
  component: Hero,
  args: { content: hero },
  argTypes: {
    stage: { control: 'inline-radio', options: heroStages },
    elapsedMs: { control: { type: 'range', min: 0, max: 5000, step: 50 } },
  },
  parameters: {
    docs: {
      description: {
        component: `
Home page motion (decision 15, \`docs/decisions/0015-home-page-motion.md\`). The hero's words are
real text from the first paint; the typing is an \`aria-hidden\` layer at our own pace, so a screen reader reads the
hero once. Under \`prefers-reduced-motion\` the hero shows its final state.`,
      },
    },
  },
} satisfies Meta<typeof Hero>;
export default meta;
type Story = StoryObj<typeof meta>;

/** What every stage has: all of the hero's words as real text, read once, and the button to /services. */
async function expectAllWords(canvasElement: HTMLElement, stage: HeroStage) {
  const canvas = within(canvasElement);
  await expect(canvasElement.querySelector('section')).toHaveAttribute('data-stage', stage);
  await expect(canvas.getByRole('heading', { level: 1, name: hero.headline })).toBeVisible();
  await expect(canvas.getByText(hero.welcome)).toBeVisible();
  const intro = canvas.getByText((_, element) => element?.tagName === 'P' && element.textContent === hero.introText);
  await expect(intro).toBeVisible();
  await expect(canvas.getByRole('link', { name: hero.cta.label })).toHaveAttribute('href', '/services');
}

const typedLayer = (canvasElement: HTMLElement) => canvasElement.querySelector('h1 [aria-hidden="true"]');

export const Typing: Story = {
  name: '1. Headline typing',
  tags: ['state:hero-sequence'],
  args: { stage: 'typing' },
  play: async ({ canvasElement }) => {
    await expectAllWords(canvasElement, 'typing');
    // The typed part is an aria-hidden layer over the whole headline (shown as a ghost meanwhile).
    // Its typed text comes first; the untyped rest is laid out but hidden.
    const layer = typedLayer(canvasElement);
    await expect(layer).not.toBeNull();
    const typed = layer!.firstChild!.textContent ?? '';
    const rest = layer!.lastElementChild!;
    await expect(typed + rest.textContent).toBe(hero.headline);
    await expect(typed.length).toBeGreaterThan(0);
    await expect(rest.textContent.length).toBeGreaterThan(0);
    await expect(getComputedStyle(rest).visibility).toBe('hidden');
  },
};

export const Welcome: Story = {
  name: '2. Welcome',
  tags: ['state:hero-sequence'],
  args: { stage: 'welcome' },
  play: async ({ canvasElement }) => {
    await expectAllWords(canvasElement, 'welcome');
    await expect(typedLayer(canvasElement)).toBeNull();
    await expect(within(canvasElement).getByText(hero.welcome)).toHaveAttribute('data-shown');
  },
};

export const Words: Story = {
  name: '3. Words flipping in',
  tags: ['state:hero-sequence'],
  args: { stage: 'words' },
  play: async ({ canvasElement }) => {
    await expectAllWords(canvasElement, 'words');
    const canvas = within(canvasElement);
    // Halfway: the first two words have flipped, the third is flipping, the rest wait.
    await expect(canvas.getByText('growth')).toHaveAttribute('data-flip', 'done');
    await expect(canvas.getByText('clarity')).toHaveAttribute('data-flip', 'now');
    await expect(canvas.getByText('hope')).not.toHaveAttribute('data-flip');
  },
};

export const Button: Story = {
  name: '4. The button',
  tags: ['state:hero-sequence'],
  args: { stage: 'button' },
  play: async ({ canvasElement }) => {
    await expectAllWords(canvasElement, 'button');
    const link = within(canvasElement).getByRole('link', { name: hero.cta.label });
    await expect(link.parentElement).toHaveAttribute('data-glow');
  },
};

export const Done: Story = {
  name: '5. Revealed',
  tags: ['state:hero-sequence'],
  args: { stage: 'done' },
  play: async ({ canvasElement }) => {
    await expectAllWords(canvasElement, 'done');
    for (const word of hero.words) {
      await expect(within(canvasElement).getByText(word)).toHaveAttribute('data-flip', 'done');
    }
  },
};

export const ReducedMotion: Story = {
  name: 'Less motion: the final state at once',
  tags: ['state:hero-sequence'],
  // No stage and no clock: the reveal would run, but the test browser prefers reduced motion.
  play: async ({ canvasElement }) => {
    await expect(window.matchMedia('(prefers-reduced-motion: reduce)').matches).toBe(true);
    await expectAllWords(canvasElement, 'done');
    await expect(typedLayer(canvasElement)).toBeNull();
  },
};

export const OnAPhone: Story = {
  name: 'Typing on a 360 px phone',
  tags: ['state:hero-sequence'],
  args: { elapsedMs: 700 },
  globals: { viewport: { value: 'small' } },
  play: async ({ canvasElement }) => {
    await expectAllWords(canvasElement, 'typing');
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};
