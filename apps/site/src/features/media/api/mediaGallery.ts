import type { MediaItem } from '@sukoon/contracts';
import {
  FALLBACK_PARTNER_LOGOS,
  GALLERY_MEDIA_ITEMS,
  STRIP_PARTNER_LOGOS,
  galleryImageFor,
  type PartnerLogo,
} from '@sukoon/contracts/content/media';
import { mediaCopy } from '@sukoon/contracts/copy/media';
import type { GalleryItem } from '@sukoon/ui/patterns/Gallery';
import { callApi } from '../../../lib/callApi';
import { useOnline } from '../../../lib/OnlineStatus';
import { useApiQuery, type ApiQueryOptions } from '../../../lib/useApiQuery';

/** GET /api/mediaandgallery/companydata/ (B7): the gallery as { src, link }. A failure rejects. */
export function fetchMediaGallery(): Promise<MediaItem[]> {
  return callApi(() => import('@sukoon/contracts/endpoints/content').then((calls) => calls.mediaGallery), {
    load: 'after-hydration',
  });
}

export const mediaGalleryQueryOptions = () =>
  ({ queryKey: ['media', 'gallery'], queryFn: fetchMediaGallery }) satisfies ApiQueryOptions<MediaItem[]>;

/** Each src as one of our responsive images (galleryImageFor); a src we do not know is shown as it is. */
export function toGalleryItems(media: readonly MediaItem[]): GalleryItem[] {
  return media.map((item, index) => {
    const id = `${index}:${item.src}`;
    const ours = galleryImageFor(item.src);
    if (ours) return { id, alt: ours.alt, caption: ours.caption, image: ours.image, src: item.src };
    return {
      id,
      alt: mediaCopy.gallery.imageAlt(index + 1),
      caption: mediaCopy.gallery.imageCaption(index + 1),
      src: item.src,
    };
  });
}

/** Why the fallback is shown (B8): the call failed, or the device is offline (and nothing was asked). */
export type MediaGalleryFailure = 'load' | 'offline';

export interface MediaGalleryView {
  loading: boolean;
  /** The server's images, or the built-in 13 after a failure or while offline. */
  items: readonly GalleryItem[];
  /** The strip's marks: the first third (A9, B9), or the first 20 after a failure (B9). */
  logos: readonly PartnerLogo[];
  failure?: MediaGalleryFailure;
}

const fallback = (failure: MediaGalleryFailure): MediaGalleryView => ({
  loading: false,
  items: toGalleryItems(GALLERY_MEDIA_ITEMS),
  logos: FALLBACK_PARTNER_LOGOS,
  failure,
});

/** The media page's content with the B8 fallback applied. Offline, the server is not asked. */
export function useMediaGallery(): MediaGalleryView {
  const online = useOnline();
  const query = useApiQuery(mediaGalleryQueryOptions(), { enabled: online });
  if (query.data) {
    return {
      loading: false,
      items: toGalleryItems(query.data),
      logos: STRIP_PARTNER_LOGOS,
      ...(online ? {} : { failure: 'offline' as const }),
    };
  }
  if (!online) return fallback('offline');
  if (query.isError) return fallback('load');
  return { loading: true, items: [], logos: STRIP_PARTNER_LOGOS };
}
