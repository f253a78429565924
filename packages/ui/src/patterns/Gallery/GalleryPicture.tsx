import type { RasterImage } from '@sukoon/contracts/content/images';
import { ResponsivePicture } from '../../primitives/ResponsivePicture';
import * as styles from './Gallery.css';

/** One image of the gallery as the page hands it over. */
export interface GalleryItem {
  /** Unique within the gallery (the server's src). */
  id: string;
  alt: string;
  /** A short title: the lightbox's heading. */
  caption: string;
  /** Our responsive files (AVIF, then WebP, at several widths). Without them `src` is shown as a plain img. */
  image?: RasterImage;
  src: string;
}

interface GalleryPictureProps {
  item: GalleryItem;
  /** The <img sizes> for where the picture is drawn. */
  sizes: string;
  /** Lazy unless on screen at once (the lightbox). */
  eager?: boolean;
  fit: 'cover' | 'contain';
}

/** Our responsive picture, or the server's own src as a plain img when it is not one of ours. */
export function GalleryPicture({ item, sizes, eager = false, fit }: GalleryPictureProps) {
  const className = styles.image({ fit });
  const loading = eager ? 'eager' : 'lazy';
  const { image } = item;
  if (!image) {
    return <img className={className} src={item.src} alt={item.alt} loading={loading} decoding="async" />;
  }
  return <ResponsivePicture picture={{ image, alt: item.alt }} sizes={sizes} className={className} eager={eager} />;
}
