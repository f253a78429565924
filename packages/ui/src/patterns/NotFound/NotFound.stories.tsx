import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { NotFound } from './NotFound';

const meta = {
  title: 'Components/NotFound',
  component: NotFound,
  parameters: { layout: 'fullscreen' },
  tags: ['state:not-found'],
} satisfies Meta<typeof NotFound>;
export default meta;
type Story = StoryObj<typeof meta>;

export const PageNotFound: Story = {
  name: '404 page',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('404');
    await expect(canvas.getByText("Oops! The page you're looking for doesn't exist.")).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } };
