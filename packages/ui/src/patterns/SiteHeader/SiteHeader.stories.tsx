import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { tallPage } from '../../Foundations/storyLayout.css';
import { COMPACT_SCROLL_PX, SiteHeader, type SiteHeaderProps } from './SiteHeader';

/** Holds the mobile menu's state as the site layout does. */
function Stateful(props: Omit<SiteHeaderProps, 'mobileOpen' | 'onMobileOpenChange'>) {
  const [open, setOpen] = useState(false);
  return <SiteHeader {...props} mobileOpen={open} onMobileOpenChange={setOpen} />;
}

/** Scrolls the story's window and waits for the header to have seen it. */
async function scrollTo(top: number) {
  window.scrollTo({ top, behavior: 'instant' });
  await waitFor(() => expect(window.scrollY).toBe(top));
}

/**
 * Resizes the frame the story renders in (the test runner's or Storybook's own), as a reader
 * resizing the window would: the page's media queries and matchMedia listeners see a real change.
 * Returns a function that puts the old width back.
 */
async function resizeFrameTo(width: number) {
  const frame = window.frameElement as HTMLIFrameElement | null;
  if (!frame) throw new Error('The story must render inside a frame to be resized.');
  const before = frame.style.width;
  frame.style.width = `${width}px`;
  await waitFor(() => expect(window.innerWidth).toBe(width));
  return async () => {
    frame.style.width = before;
    await waitFor(() => expect(window.innerWidth).not.toBe(width));
  };
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
    await expect(canvasElement.querySelector('header')).toHaveAttribute('data-compact', 'false');
  },
};

export const Compact: Story = {
  name: 'Compact after scrolling',
  tags: ['state:nav-compact'],
  // A page taller than the window, so it can scroll.
  render: (args) => (
    <>
      <Stateful {...args} />
      <main className={tallPage}>Page content</main>
    </>
  ),
  play: async ({ canvasElement }) => {
    const header = canvasElement.querySelector('header')!;
    const page = canvasElement.querySelector('main')!;
    // Where the page under the header starts, and the header's own height, once its transitions have ended.
    const settled = async () => {
      await Promise.all(header.getAnimations().map((transition) => transition.finished));
      return { pageTop: page.getBoundingClientRect().top + window.scrollY, headerHeight: header.offsetHeight };
    };
    const full = await settled();
    // The spec's rule: compact only once the page has scrolled more than 20 px.
    await scrollTo(COMPACT_SCROLL_PX - 10);
    await expect(header).toHaveAttribute('data-compact', 'false');
    await scrollTo(COMPACT_SCROLL_PX);
    await expect(header).toHaveAttribute('data-compact', 'false');
    await scrollTo(COMPACT_SCROLL_PX + 20);
    await waitFor(() => expect(header).toHaveAttribute('data-compact', 'true'));
    // Shorter, yet nothing under it moves: the padding it gives up is kept as margin.
    const compact = await settled();
    await expect(compact.headerHeight).toBeLessThan(full.headerHeight);
    await expect(compact.pageTop).toBe(full.pageTop);
    // Back at the top it is full height again, and growing back pushes nothing down in sight.
    await scrollTo(0);
    await waitFor(() => expect(header).toHaveAttribute('data-compact', 'false'));
    await expect(await settled()).toEqual(full);
    await scrollTo(COMPACT_SCROLL_PX + 20);
    await waitFor(() => expect(header).toHaveAttribute('data-compact', 'true'));
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

export const MobileMenuEscape: Story = {
  name: 'Mobile menu: Escape closes it, on the toggle or a link',
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: 'Open menu' });
    toggle.focus();
    await userEvent.keyboard('{Enter}');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Escape}');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toHaveFocus();
    // From a link in the panel, focus comes back to the toggle.
    await userEvent.keyboard('{Enter}');
    await userEvent.tab();
    await expect(canvas.getAllByRole('link', { name: 'Home' }).at(-1)).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toHaveFocus();
  },
};

export const MobileMenuTabOut: Story = {
  name: 'Mobile menu: Tab past its last link closes it',
  globals: { viewport: { value: 'mobile' } },
  // Something focusable under the panel, where Tab goes after the last link.
  render: (args) => (
    <>
      <Stateful {...args} />
      <main className={tallPage}>
        <a href="#under">A link under the menu</a>
      </main>
    </>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: 'Open menu' });
    toggle.focus();
    await userEvent.keyboard('{Enter}');
    // Back from the first link to the toggle keeps it open: the toggle belongs to the menu.
    await userEvent.tab();
    await userEvent.tab({ shift: true });
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    for (let step = 0; step < 6; step += 1) await userEvent.tab();
    await expect(canvas.getAllByRole('link', { name: 'Contact Us' }).at(-1)).toHaveFocus();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'A link under the menu' })).toHaveFocus();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  },
};

export const MobileMenuClosesWhenWide: Story = {
  name: 'Mobile menu closes at 768 px',
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Open menu' }));
    await expect(canvas.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');

    // Just below the spec's 768 px the menu stays open...
    const restoreNarrow = await resizeFrameTo(767);
    try {
      await expect(canvas.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    } finally {
      await restoreNarrow();
    }
    // ...and at 768 px it closes itself (its toggle is hidden there) and the row of links takes over.
    const restoreWide = await resizeFrameTo(768);
    try {
      // The toggle is hidden from 768 px, so it has no accessible name there: find it as the bar's only button.
      const toggle = within(canvas.getByRole('navigation', { name: 'Main' })).getByRole('button', { hidden: true });
      await waitFor(() => expect(toggle).toHaveAttribute('aria-expanded', 'false'));
      await expect(toggle).not.toBeVisible();
      await expect(canvas.getByRole('link', { name: 'Contact Us' })).toBeVisible();
    } finally {
      await restoreWide();
    }
    // Narrow again, the menu does not reopen by itself.
    await expect(canvas.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
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
