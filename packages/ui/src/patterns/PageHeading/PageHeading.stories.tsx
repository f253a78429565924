import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PageHeading } from './PageHeading';

const meta = {
  title: 'Components/PageHeading',
  component: PageHeading,
  parameters: { layout: 'fullscreen' },
  args: {
    title: 'Our Services',
    subtitle: 'Online counselling and coaching by voice or video, wherever you are in India.',
  },
} satisfies Meta<typeof PageHeading>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithSubtitle: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: 'Our Services' })).toBeVisible();
  },
};

export const TitleOnly: Story = { args: { subtitle: undefined, title: 'My Bookings' } };

export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } };
