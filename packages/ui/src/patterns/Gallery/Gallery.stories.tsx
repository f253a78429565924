import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { fallbackSrc } from '@sukoon/contracts/content/images';
import { GALLERY_IMAGES, mediaPage } from '@sukoon/contracts/content/media';
import { Gallery } from './Gallery';
import type { GalleryItem } from './GalleryPicture';

const items: GalleryItem[] = GALLERY_IMAGES.map(({ id, alt, caption, image }) => ({
  id,
  alt,
  caption,
  image,
  src: fallbackSrc(image),
}));

const meta = {
  title: 'Components/Gallery',
  component: Gallery,
  args: { items, heading: mediaPage.galleryHeading },
  parameters: {
    docs: {
      description: {
        component: `
The lightbox is our Dialog (decision 19, \`docs/decisions/0019-gallery-lightbox.md\`): the ui's Radix
Dialog (focus trap and return, Escape) with arrow keys between images, rather than a lightbox library with a
second dialog and its own focus handling. Its code loads once the gallery is on screen, and it is mounted on the
first open.`,
      },
    },
  },
} satisfies Meta<typeof Gallery>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

const tileNamed = (canvasElement: HTMLElement, alt: string) => within(canvasElement).getByRole('button', { name: alt });

export const Grid: Story = {
  name: 'Grid (tablet and up)',
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Gallery images' });
    await expect(
      within(list)
        .getAllByRole('img')
        .map((image) => image.getAttribute('alt')),
    ).toEqual(items.map((item) => item.alt));
    // AVIF first, WebP in the <img>, width and height set, lazy below the fold.
    const first = within(list).getAllByRole('img')[0] as HTMLImageElement;
    await expect(first.previousElementSibling).toHaveAttribute('type', 'image/avif');
    await expect(first).toHaveAttribute('width', '1440');
    await expect(first).toHaveAttribute('height', '960');
    await expect(first).toHaveAttribute('loading', 'lazy');
  },
};

export const Carousel: Story = {
  name: 'One-image carousel (phones)',
  globals: { viewport: { value: 'small' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Gallery carousel' })).toBeVisible();
    await expect(canvas.getByText('1 of 13')).toBeVisible();
    await expect(canvas.getAllByRole('img')).toHaveLength(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Next image' }));
    await expect(canvas.getByText('2 of 13')).toBeVisible();
    await expect(tileNamed(canvasElement, items[1]!.alt)).toBeVisible();
    // Previous from the first wraps round to the last.
    await userEvent.click(canvas.getByRole('button', { name: 'Previous image' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Previous image' }));
    await expect(canvas.getByText('13 of 13')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Next image' }));
    await expect(canvas.getByText('1 of 13')).toBeVisible();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const Lightbox: Story = {
  name: 'Lightbox: full screen, arrows, Escape and the backdrop',
  tags: ['state:gallery-lightbox'],
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    const third = tileNamed(canvasElement, items[2]!.alt);
    await userEvent.click(third);
    const dialog = await body().findByRole('dialog', { name: items[2]!.caption });
    await expect(dialog).toHaveAccessibleDescription('3 of 13');
    await expect(within(dialog).getByRole('img', { name: items[2]!.alt })).toHaveAttribute('loading', 'eager');
    // The arrow keys move between the images, wrapping at the ends; so do the buttons.
    await userEvent.keyboard('{ArrowRight}');
    await expect(await body().findByRole('dialog', { name: items[3]!.caption })).toHaveAccessibleDescription('4 of 13');
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    await body().findByRole('dialog', { name: items[1]!.caption });
    await userEvent.click(body().getByRole('button', { name: 'Next image' }));
    await body().findByRole('dialog', { name: items[2]!.caption });
    // Escape closes it and focus goes back to the image that opened it.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body().queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(third).toHaveFocus());
    // A click on the backdrop closes it too.
    await userEvent.click(third);
    await body().findByRole('dialog');
    await userEvent.click(document.querySelector<HTMLElement>('[data-dialog-overlay]')!);
    await waitFor(() => expect(body().queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(third).toHaveFocus());
    // And its Close button.
    await userEvent.keyboard('{Enter}');
    await body().findByRole('dialog', { name: items[2]!.caption });
    await userEvent.click(body().getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(body().queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(third).toHaveFocus());
    // Open again for the screenshot.
    await userEvent.keyboard('{Enter}');
    await body().findByRole('dialog', { name: items[2]!.caption });
  },
};
