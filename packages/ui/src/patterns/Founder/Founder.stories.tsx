import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { founder, founderSection } from '@sukoon/contracts/content/founder';
import { onAPhone } from '../../storyFixtures';
import { Founder } from './Founder';

const meta = {
  title: 'Components/Founder',
  component: Founder,
  // Stories load the portrait at once, so the screenshot never catches it half drawn.
  args: { founder, heading: founderSection.heading, eager: true },
} satisfies Meta<typeof Founder>;
export default meta;
type Story = StoryObj<typeof meta>;

async function portraitLoaded(canvasElement: HTMLElement) {
  const img = within(canvasElement).getByRole('img', { name: founder.portrait.alt });
  await expect(img).toHaveAttribute('width', String(founder.portrait.image.width));
  await expect(img).toHaveAttribute('height', String(founder.portrait.image.height));
  await (img as HTMLImageElement).decode().catch(() => undefined);
  return img;
}

export const Home: Story = {
  name: 'Home: the founder section',
  tags: ['state:founder'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Meet Our Founder' })).toBeVisible();
    await expect(canvas.getByText(founder.name)).toBeVisible();
    await expect(canvas.getByText(founder.quote)).toBeVisible();
    await expect(canvas.getByText(founder.summary)).toBeVisible();
    await portraitLoaded(canvasElement);
  },
};

export const HomeOnAPhone: Story = {
  name: 'Home: the founder section on a phone',
  tags: ['state:founder'],
  ...onAPhone,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(founder.name)).toBeVisible();
    await portraitLoaded(canvasElement);
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};

export const About: Story = {
  name: 'About: the founder profile',
  args: { variant: 'about', heading: 'Our Founder' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const paragraph of founder.biography) await expect(canvas.getByText(paragraph)).toBeVisible();
    await expect(canvas.queryByText(founder.summary)).not.toBeInTheDocument();
    await portraitLoaded(canvasElement);
  },
};
