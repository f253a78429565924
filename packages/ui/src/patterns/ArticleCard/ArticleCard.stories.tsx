import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { featuredArticles } from '@sukoon/contracts/content/articles';
import { gridColumn } from '../../storyFixtures';
import { ArticleCard } from './ArticleCard';

const meta = {
  title: 'Components/ArticleCard',
  component: ArticleCard,
  args: { article: featuredArticles[3]!, eager: true },
  decorators: [gridColumn],
} satisfies Meta<typeof ArticleCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Card: Story = {
  name: 'One featured article',
  tags: ['state:articles'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const article = canvas.getByRole('article', { name: /Help is one phone call away/ });
    await expect(within(article).getByText('11 Dec 2023')).toBeVisible();
    await expect(within(article).getByText('4 min read')).toBeVisible();
    await expect(within(article).getByText('Support')).toBeVisible();
    const link = canvas.getByRole('link', { name: 'Help is one phone call away (opens in a new tab)' });
    await expect(link).toHaveAttribute('href', 'https://telemanas.mohfw.gov.in/');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await (canvasElement.querySelector('img') as HTMLImageElement).decode().catch(() => undefined);
  },
};

export const Focused: Story = {
  name: 'Focused by keyboard (the whole card is outlined)',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('link')).toHaveFocus();
    await (canvasElement.querySelector('img') as HTMLImageElement).decode().catch(() => undefined);
  },
};
