import type { Picture } from '@sukoon/contracts/content/images';
import { IMAGE_MIME_TYPES, fallbackSrc, srcSet } from '@sukoon/contracts/content/images';
import * as styles from './ResponsivePicture.css';

export interface ResponsivePictureProps {
  picture: Picture;
  /** The <img sizes>: how wide the image is drawn at each screen width, e.g. "(min-width: 768px) 50vw, 100vw". */
  sizes: string;
  /** Class of the <img> (its width, height and object-fit); the <picture> is display: contents. */
  className?: string;
  /** Above the fold: load at once. Default lazy. */
  eager?: boolean;
  /**
   * The page's largest picture on a phone's first screen (its LCP): loaded at once and fetched before the scripts
   * that compete with it for a slow connection (fetchpriority high). One per page.
   */
  priority?: boolean;
}

/**
 * One of the site's own illustrations (content's `Picture`): AVIF sources, the WebP set as the
 * <img> fallback, and the intrinsic width and height set so the page never shifts while it loads.
 */
export function ResponsivePicture({
  picture,
  sizes,
  className,
  eager = false,
  priority = false,
}: ResponsivePictureProps) {
  const { image, alt } = picture;
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
        alt={alt}
        loading={eager || priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : undefined}
        decoding="async"
      />
    </picture>
  );
}
