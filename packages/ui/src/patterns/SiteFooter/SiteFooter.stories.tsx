import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SiteFooter } from './SiteFooter';

const meta = {
  title: 'Components/SiteFooter',
  component: SiteFooter,
  parameters: { layout: 'fullscreen' },
  args: {
    brandName: 'Sukoon',
    tagline: 'Online counselling, coaching and mental wellness',
    supportEmail: 'support@sukoon.example',
    phones: ['+91 90000 00001', '+91 90000 00002'],
    social: [
      { name: 'Instagram', href: 'https://instagram.com/sukoon.example' },
      { name: 'LinkedIn', href: 'https://linkedin.com/company/sukoon-example' },
    ],
    appStores: { googlePlay: 'https://play.google.com/store', appStore: 'https://apps.apple.com' },
    year: 2026,
  },
} satisfies Meta<typeof SiteFooter>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Footer: Story = {
  tags: ['state:footer'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: /Google Play/ })).toBeVisible();
    await expect(canvas.getByRole('link', { name: /App Store/ })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Instagram' })).toBeVisible();
    for (const name of ['Terms & Conditions', 'Privacy Policy', 'Disclaimer']) {
      await expect(canvas.getByRole('link', { name })).toBeVisible();
    }
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } };
