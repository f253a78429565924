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
    year: 2026,
  },
} satisfies Meta<typeof SiteFooter>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Footer: Story = {
  tags: ['state:footer'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The apps do not exist yet: their badges say so and link nowhere.
    await expect(canvas.getByRole('img', { name: 'Google Play app: coming soon' })).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'App Store app: coming soon' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: /Google Play|App Store/ })).toBeNull();
    // Crisis help on every page.
    const crisis = within(canvas.getByRole('region', { name: 'Need help right now?' }));
    await expect(crisis.getByRole('link', { name: '14416' })).toHaveAttribute('href', 'tel:14416');
    await expect(crisis.getByRole('link', { name: '112' })).toHaveAttribute('href', 'tel:112');
    await expect(canvas.getByRole('link', { name: 'Instagram' })).toBeVisible();
    for (const name of ['Terms & Conditions', 'Privacy Policy', 'Disclaimer']) {
      await expect(canvas.getByRole('link', { name })).toBeVisible();
    }
  },
};

export const WithTheApps: Story = {
  name: 'Footer once the apps are published',
  args: { appStores: { googlePlay: 'https://play.google.com/store', appStore: 'https://apps.apple.com' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: /Google Play/ })).toHaveAttribute(
      'href',
      'https://play.google.com/store',
    );
    await expect(canvas.getByRole('link', { name: /App Store/ })).toBeVisible();
  },
};

export const Mobile: Story = {
  name: 'Footer at 360 px',
  globals: { viewport: { value: 'small' } },
  play: async ({ canvasElement }) => {
    // Each phone number stays on one line.
    for (const phone of ['+91 90000 00001', '+91 90000 00002']) {
      const link = within(canvasElement).getByRole('link', { name: phone });
      const lineHeight = Number.parseFloat(getComputedStyle(link).lineHeight);
      await expect(link.getBoundingClientRect().height).toBeLessThan(lineHeight * 1.5);
    }
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};
