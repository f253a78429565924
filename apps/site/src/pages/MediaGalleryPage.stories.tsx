import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { FALLBACK_PARTNER_LOGOS, GALLERY_IMAGES, STRIP_PARTNER_LOGOS } from '@sukoon/contracts/content/media';
import { contentHandlers } from '../mocks/handlers';
import { checkedAt, desktop, expectSettled, mocking, offlineWith, small, tablet } from '../testing/storyUtils';
import MediaGalleryPage from './MediaGalleryPage';

// The page's states come from the media call's msw scenario and the network parameter; the components'
// own stories (LogoStrip, Gallery with its lightbox) cover each piece on its own. The test browser asks
// for reduced motion, so the partner strip is its static wrapped row here.
const meta = {
  title: 'Pages/MediaGallery',
  component: MediaGalleryPage,
  parameters: { layout: 'fullscreen', page: { path: '/media-gallery' } },
} satisfies Meta<typeof MediaGalleryPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const alts = GALLERY_IMAGES.map((image) => image.alt);

/** The partner marks' names, in order. */
async function markNames(canvasElement: HTMLElement) {
  const list = await within(canvasElement).findByRole('list', { name: 'Partners' });
  return within(list)
    .getAllByRole('img')
    .map((image) => image.getAttribute('alt'));
}

/** The heading and the strip, then the 13 pictures in a grid. */
async function expectGrid(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await expect(await canvas.findByRole('heading', { level: 1, name: 'Moments Worth Sharing' })).toBeVisible();
  await expect(canvas.getByRole('heading', { level: 2, name: 'We are Featured On' })).toBeVisible();
  await expect(await markNames(canvasElement)).toEqual(STRIP_PARTNER_LOGOS.map((logo) => logo.name));
  const grid = await canvas.findByRole('list', { name: 'Gallery images' });
  await expect(
    within(grid)
      .getAllByRole('img')
      .map((image) => image.getAttribute('alt')),
  ).toEqual(alts);
  await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  await expectSettled(canvasElement);
}

export const Desktop: Story = {
  name: 'Grid on a desktop',
  tags: ['state:gallery-grid'],
  ...checkedAt(desktop, expectGrid),
};

export const Tablet: Story = {
  name: 'Grid on a tablet',
  tags: ['state:gallery-grid'],
  ...checkedAt(tablet, expectGrid),
};

export const Phone: Story = {
  name: 'One-image carousel on a 360 px phone',
  tags: ['state:gallery-mobile'],
  ...small,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Moments Worth Sharing' })).toBeVisible();
    const carousel = await canvas.findByRole('group', { name: 'Gallery carousel' });
    await expect(within(carousel).getByText('1 of 13')).toBeVisible();
    await expect(within(carousel).getByRole('img', { name: alts[0] })).toBeVisible();
    await userEvent.click(within(carousel).getByRole('button', { name: 'Next image' }));
    await expect(within(carousel).getByText('2 of 13')).toBeVisible();
    await expect(within(carousel).getByRole('img', { name: alts[1] })).toBeVisible();
    await userEvent.click(within(carousel).getByRole('button', { name: 'Previous image' }));
    await expect(within(carousel).getByText('1 of 13')).toBeVisible();
    (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
    await expectSettled(canvasElement);
  },
};

export const Fallback: Story = {
  name: 'Failed: the built-in images and first 20 marks under the warning',
  tags: ['state:gallery-fallback'],
  ...desktop,
  ...mocking(() => contentHandlers('serverError')),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('Unable to load the latest media content. Showing available content.'),
    ).toBeVisible();
    await expect(await markNames(canvasElement)).toEqual(FALLBACK_PARTNER_LOGOS.map((logo) => logo.name));
    const grid = canvas.getByRole('list', { name: 'Gallery images' });
    await expect(within(grid).getAllByRole('img')).toHaveLength(13);
    await expectSettled(canvasElement);
  },
};

export const Offline: Story = {
  name: 'Offline: the offline message and the built-in images',
  tags: ['state:gallery-offline'],
  ...small,
  ...offlineWith(() => contentHandlers('offline')),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("You're currently offline. Showing available content.")).toBeVisible();
    await expect(await markNames(canvasElement)).toHaveLength(FALLBACK_PARTNER_LOGOS.length);
    const carousel = canvas.getByRole('group', { name: 'Gallery carousel' });
    await expect(within(carousel).getByText('1 of 13')).toBeVisible();
    await expectSettled(canvasElement);
  },
};
