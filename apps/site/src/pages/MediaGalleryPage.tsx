import { mediaGalleryPageCopy } from '@sukoon/contracts/copy/pages/mediaGallery';
import { MediaGalleryScreen } from '../features/media';
import { PageHead } from '../lib/PageHead';

/** /media-gallery (B2). */
function MediaGalleryPage() {
  return (
    <>
      <PageHead copy={mediaGalleryPageCopy} />
      <MediaGalleryScreen />
    </>
  );
}

export default MediaGalleryPage;
