import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { statsSection } from '@sukoon/contracts/content/home';
import { storyNow } from '../../storyFixtures';
import { Stats } from './Stats';

const meta = {
  title: 'Components/Stats',
  component: Stats,
  args: { now: storyNow.morning, heading: statsSection.heading, intro: statsSection.intro },
} satisfies Meta<typeof Stats>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Each figure as a term and its value, in the spec's order. */
function figures(canvasElement: HTMLElement) {
  return Array.from(canvasElement.querySelectorAll('dl > div')).map((item) => [
    item.querySelector('dt')?.textContent,
    item.querySelector('dd')?.textContent,
  ]);
}

export const InNumbers: Story = {
  name: 'Statistics in 2026',
  tags: ['state:stats'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: statsSection.heading })).toBeVisible();
    // 2026 - 2014 + 1 = 13 years; the other three are the spec's figures.
    await expect(figures(canvasElement)).toEqual([
      ['Years', '13+'],
      ['Institutions', '150+'],
      ['Students', '200,000+'],
      ['Clients', '10,000+'],
    ]);
  },
};

export const NextNewYearInIndia: Story = {
  name: 'Years follow the clock (1 Jan 2027 in India)',
  tags: ['state:stats'],
  // 31 Dec 2026 at 19:00 UTC is already 00:30 on 1 Jan 2027 in India: one more year.
  args: { now: new Date('2026-12-31T19:00:00Z') },
  play: async ({ canvasElement }) => {
    await expect(figures(canvasElement)[0]).toEqual(['Years', '14+']);
  },
};

export const OnAPhone: Story = {
  name: 'Statistics on a 360 px phone',
  tags: ['state:stats'],
  globals: { viewport: { value: 'small' } },
  play: async ({ canvasElement }) => {
    await expect(figures(canvasElement)).toHaveLength(4);
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};
