import { IMAGE_MIME_TYPES, fallbackSrc, srcSet, type RasterImage } from '@sukoon/contracts/content/images';
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

/** AVIF first, WebP as the <img> fallback, width and height set so nothing shifts while it loads. */
export function GalleryPicture({ item, sizes, eager = false, fit }: GalleryPictureProps) {
  const className = styles.image({ fit });
  const loading = eager ? 'eager' : 'lazy';
  const { image } = item;
  if (!image) {
    return <img className={className} src={item.src} alt={item.alt} loading={loading} decoding="async" />;
  }
  return (
    <picture className={styles.picture}>
      <source type={IMAGE_MIME_TYPES.avif} srcSet={srcSet(image, 'avif')} sizes={sizes} />
      <img
        className={className}
        src={fallbackSrc(image)}
        srcSet={srcSet(image, 'webp')}
        sizes={sizes}
        width={image.width}
        height={image.height}
        alt={item.alt}
        loading={loading}
        decoding="async"
      />
    </picture>
  );
}
