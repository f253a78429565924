import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { FALLBACK_PARTNER_LOGOS, GALLERY_IMAGES, GALLERY_MEDIA_ITEMS } from '@sukoon/contracts/content/media';
import { media } from '@sukoon/ui/theme';
import { server } from '../../mocks/node';
import { contentHandlers } from '../../mocks/handlers/content';
import { preloadPages, renderApp } from '../../testing/renderApp';
import { json, mediaQueryList, recordCalls, findInteractiveDialog } from '../../testing/helpers';

beforeAll(() => preloadPages('/media-gallery'));

/** jsdom has no layout: say the screen is a tablet or wider, so the gallery is its grid. */
function wideScreen() {
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => mediaQueryList(query, query === media.tabletUp));
}

const gridImages = async () => {
  const grid = await screen.findByRole('list', { name: 'Gallery images' });
  return within(grid).getAllByRole('img') as HTMLImageElement[];
};

const marks = async () => {
  const list = await screen.findByRole('list', { name: 'Partners' });
  return within(list)
    .getAllByRole('img')
    .map((image) => image.getAttribute('alt'));
};

describe('/media-gallery', () => {
  it("shows the server's images in its order, ours as responsive pictures and an unknown src as it is (B2, B7)", async () => {
    wideScreen();
    const answer = [GALLERY_MEDIA_ITEMS[4]!, GALLERY_MEDIA_ITEMS[0]!, { src: '/media/elsewhere.png', link: '' }];
    const { handler, bodies } = recordCalls('mediaGallery', () => json(answer));
    server.use(handler);
    renderApp('/media-gallery');
    expect(await screen.findByRole('heading', { level: 1, name: 'Moments Worth Sharing' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'We are Featured On' })).toBeInTheDocument();
    const images = await gridImages();
    expect(images.map((image) => image.alt)).toEqual([
      GALLERY_IMAGES[4]!.alt,
      GALLERY_IMAGES[0]!.alt,
      'Gallery image 3',
    ]);
    // Ours: AVIF first, then WebP, with width and height, lazy.
    expect(images[0]!.closest('picture')?.querySelector('source')).toHaveAttribute('type', 'image/avif');
    expect(images[0]).toHaveAttribute('width', '1440');
    expect(images[0]).toHaveAttribute('loading', 'lazy');
    // Unknown: a plain img.
    expect(images[2]!.closest('picture')).toBeNull();
    expect(images[2]).toHaveAttribute('src', '/media/elsewhere.png');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(bodies).toHaveLength(1);
  });

  it('shows the built-in images and the first 20 marks under the warning when the call fails (B8, B9)', async () => {
    server.use(...contentHandlers('serverError'));
    renderApp('/media-gallery');
    expect(
      await screen.findByText('Unable to load the latest media content. Showing available content.'),
    ).toBeInTheDocument();
    expect(await marks()).toEqual(FALLBACK_PARTNER_LOGOS.map((logo) => logo.name));
    // A phone (jsdom's default here): the one-image carousel over the 13.
    const carousel = screen.getByRole('group', { name: 'Gallery carousel' });
    expect(within(carousel).getByText('1 of 13')).toBeInTheDocument();
    expect(within(carousel).getByRole('img', { name: GALLERY_IMAGES[0]!.alt })).toBeInTheDocument();
  });

  it('says so when offline and shows the available content, without calling the server (B2, B8)', async () => {
    const { handler, bodies } = recordCalls('mediaGallery', () => json(GALLERY_MEDIA_ITEMS));
    server.use(handler);
    renderApp('/media-gallery', { online: false });
    expect(await screen.findByText("You're currently offline. Showing available content.")).toBeInTheDocument();
    expect(await marks()).toHaveLength(FALLBACK_PARTNER_LOGOS.length);
    expect(screen.getByText('1 of 13')).toBeInTheDocument();
    expect(bodies).toHaveLength(0);
  });

  it('opens the lightbox from an image, moves with the arrow keys, closes on Escape and returns focus (B2)', async () => {
    wideScreen();
    const user = userEvent.setup();
    renderApp('/media-gallery');
    await gridImages();
    const opener = screen.getByRole('button', { name: GALLERY_IMAGES[1]!.alt });
    await user.click(opener);
    const dialog = await findInteractiveDialog(GALLERY_IMAGES[1]!.caption);
    expect(dialog).toHaveAccessibleDescription('2 of 13');
    await user.keyboard('{ArrowRight}');
    expect(await screen.findByRole('dialog', { name: GALLERY_IMAGES[2]!.caption })).toBeInTheDocument();
    await user.keyboard('{ArrowLeft}{ArrowLeft}{ArrowLeft}');
    expect(await screen.findByRole('dialog', { name: GALLERY_IMAGES[12]!.caption })).toHaveAccessibleDescription(
      '13 of 13',
    );
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(opener).toHaveFocus());

    await user.click(opener);
    await screen.findByRole('dialog');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(opener).toHaveFocus());
  });
});
