import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { articlesSection, featuredArticles } from '@sukoon/contracts/content/articles';
import { ArticleList } from './ArticleList';

const meta = {
  title: 'Components/ArticleList',
  component: ArticleList,
  args: { articles: featuredArticles, heading: articlesSection.heading, intro: articlesSection.intro, eager: true },
} satisfies Meta<typeof ArticleList>;
export default meta;
type Story = StoryObj<typeof meta>;

async function expectFourArticles(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await expect(canvas.getByRole('heading', { level: 2, name: 'Featured Articles' })).toBeVisible();
  const items = within(canvas.getByRole('list', { name: 'Featured Articles' })).getAllByRole('listitem');
  await expect(items).toHaveLength(4);
  const first = within(items[0]!);
  await expect(first.getByRole('heading', { level: 3, name: /When worry will not switch off/ })).toBeVisible();
  await expect(first.getByText('18 Mar 2024')).toHaveAttribute('datetime', '2024-03-18');
  await expect(first.getByText('6 min read')).toBeVisible();
  await expect(first.getByText('Anxiety')).toBeVisible();
  // Each title is a link out, in a new tab, that says so to screen readers.
  const links = canvas.getAllByRole('link');
  await expect(links).toHaveLength(4);
  for (const link of links) {
    await expect(link).toHaveAccessibleName(expect.stringMatching(/\(opens in a new tab\)$/));
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  }
  await expect(links[3]).toHaveAttribute('href', 'https://telemanas.mohfw.gov.in/');
  for (const image of canvasElement.querySelectorAll('img')) {
    await expect(image).toHaveAttribute('width');
    await expect(image).toHaveAttribute('height');
    await image.decode().catch(() => undefined);
  }
}

export const FourArticles: Story = {
  name: 'Four featured articles',
  tags: ['state:articles'],
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    await expectFourArticles(canvasElement);
  },
};

export const OnATablet: Story = {
  name: 'Four featured articles on a tablet',
  tags: ['state:articles'],
  globals: { viewport: { value: 'tablet' } },
  play: async ({ canvasElement }) => {
    await expectFourArticles(canvasElement);
  },
};

export const OnAPhone: Story = {
  name: 'Four featured articles on a 360 px phone',
  tags: ['state:articles'],
  globals: { viewport: { value: 'small' } },
  play: async ({ canvasElement }) => {
    await expectFourArticles(canvasElement);
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};

export const MoreThanFour: Story = {
  name: 'Never more than four',
  args: { articles: [...featuredArticles, { ...featuredArticles[0]!, id: 'fifth', title: 'A fifth article' }] },
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('article')).toHaveLength(4);
    await expect(canvas.queryByText('A fifth article')).not.toBeInTheDocument();
  },
};
