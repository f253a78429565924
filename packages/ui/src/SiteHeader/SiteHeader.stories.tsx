import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SiteHeader, type SiteHeaderProps } from './SiteHeader';

function Stateful(props: Omit<SiteHeaderProps, 'mobileOpen' | 'onMobileOpenChange'> & { initiallyOpen?: boolean }) {
  const [open, setOpen] = useState(props.initiallyOpen ?? false);
  return <SiteHeader {...props} mobileOpen={open} onMobileOpenChange={setOpen} />;
}

const meta = {
  title: 'Components/SiteHeader',
  component: Stateful,
  parameters: { layout: 'fullscreen' },
  args: { brandName: 'Sukoon', currentPath: '/services', onHomeWhileHome: fn() },
} satisfies Meta<typeof Stateful>;
export default meta;
type Story = StoryObj<typeof meta>;

export const AtRest: Story = {
  name: 'At rest',
  tags: ['state:nav-top'],
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Main' });
    const links = within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent);
    await expect(links).toEqual([
      'Sukoon',
      'Home',
      'About Us',
      'Services',
      'Testimonials',
      'Media & Gallery',
      'Contact Us',
    ]);
    await expect(within(nav).getByRole('link', { name: 'Services' })).toHaveAttribute('aria-current', 'page');
  },
};

export const Compact: Story = {
  name: 'Compact after scrolling',
  tags: ['state:nav-compact'],
  args: { compact: true },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('header')).toHaveAttribute('data-compact', 'true');
  },
};

export const MobileMenuOpen: Story = {
  name: 'Mobile menu open',
  tags: ['state:nav-mobile-open'],
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Open menu' }));
    await expect(canvas.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getAllByRole('link', { name: 'Contact Us' }).at(-1)).toBeVisible();
  },
};

export const HomeOnHome: Story = {
  name: 'Home while on the home page',
  args: { currentPath: '/' },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getAllByRole('link', { name: 'Home' })[0]!);
    await expect(args.onHomeWhileHome).toHaveBeenCalled();
  },
};
