import { MediaGalleryScreen } from '../features/media';
import { PageHead } from '../lib/PageHead';

/** /media-gallery (B2). */
export default function MediaGalleryPage() {
  return (
    <>
      <PageHead page="mediaGallery" />
      <MediaGalleryScreen />
    </>
  );
}
