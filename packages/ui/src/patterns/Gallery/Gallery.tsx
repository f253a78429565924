import { Suspense, useCallback, useEffect, useId, useState } from 'react';
import { mediaCopy } from '@sukoon/contracts/copy/media';
import { Button } from '../../primitives/Button';
import { media } from '../../theme/media';
import { GalleryPicture, type GalleryItem } from './GalleryPicture';
import { useMediaQuery } from '../../theme/useMediaQuery';
import * as styles from './Gallery.css';
import { lazyNamed } from '../../lazyNamed';
import { Text } from '../../primitives/Text';
import { Heading } from '../../primitives/Heading';

// The lightbox (our Dialog, on Radix) is fetched once the gallery is on screen and mounted when an image is first
// opened, so it is not in the media page's first load; then it stays, so closing fades out.
const loadLightbox = () => import('./Lightbox');
const Lightbox = lazyNamed(loadLightbox, 'Lightbox');

export const galleryLayouts = ['grid', 'carousel'] as const;
export type GalleryLayout = (typeof galleryLayouts)[number];

export interface GalleryProps {
  items: readonly GalleryItem[];
  /** "Gallery" (content's mediaPage.galleryHeading). */
  heading: string;
  headingLevel?: 2 | 3;
  /** Default: the grid from tablet up, the one-image carousel on phones (theme's media.tabletUp). */
  layout?: GalleryLayout;
}

/**
 * The media page's gallery (B2): every image in a grid on larger screens, one image at a time with
 * Previous, Next and "n of 13" on phones. Any image opens the full-screen lightbox.
 */
export function Gallery({ items, heading, headingLevel = 2, layout }: GalleryProps) {
  const wide = useMediaQuery(media.tabletUp);
  const shownLayout = layout ?? (wide ? 'grid' : 'carousel');
  const [current, setCurrent] = useState(0);
  const [opened, setOpened] = useState<number | null>(null);
  const [lightboxMounted, setLightboxMounted] = useState(false);
  if (opened !== null && !lightboxMounted) setLightboxMounted(true);
  useEffect(() => {
    loadLightbox().catch(() => undefined);
  }, []);
  const headingId = useId();
  const count = items.length;
  const close = useCallback(() => setOpened(null), []);
  if (count === 0) return null;

  const index = Math.min(current, count - 1);
  const step = (by: number) => setCurrent((index + by + count) % count);

  const tile = (item: GalleryItem, position: number, sizes: string) => (
    <button
      type="button"
      className={styles.tile}
      aria-haspopup="dialog"
      onClick={() => setOpened(position)}
      data-gallery-index={position}
    >
      <GalleryPicture item={item} sizes={sizes} fit="cover" />
    </button>
  );

  return (
    <section className={styles.root} aria-labelledby={headingId}>
      <Heading level={headingLevel} id={headingId} size={{ mobile: 'xl', tablet: '2xl' }} leading="tight">
        {heading}
      </Heading>
      {shownLayout === 'grid' ? (
        <ul className={styles.grid} aria-label={mediaCopy.gallery.listLabel}>
          {items.map((item, position) => (
            <li key={item.id} className={position === 0 ? styles.featuredCell : styles.cell}>
              {tile(item, position, position === 0 ? styles.featuredSizes : styles.gridSizes)}
            </li>
          ))}
        </ul>
      ) : (
        <div
          className={styles.carousel}
          role="group"
          aria-roledescription="carousel"
          aria-label={mediaCopy.gallery.carouselLabel}
        >
          <div className={styles.slide}>{tile(items[index]!, index, styles.slideSizes)}</div>
          <div className={styles.controls}>
            <Button variant="secondary" size="small" onClick={() => step(-1)}>
              {mediaCopy.gallery.previous}
            </Button>
            <Text aria-live="polite" size="sm" tone="secondary" weight="semibold">
              {mediaCopy.gallery.position(index + 1, count)}
            </Text>
            <Button variant="secondary" size="small" onClick={() => step(1)}>
              {mediaCopy.gallery.next}
            </Button>
          </div>
        </div>
      )}
      {lightboxMounted ? (
        <Suspense fallback={null}>
          <Lightbox items={items} index={opened} onIndexChange={setOpened} onClose={close} />
        </Suspense>
      ) : null}
    </section>
  );
}
