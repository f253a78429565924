import { mediaGalleryPageCopy } from '@sukoon/contracts/copy/pages/mediaGallery';
import { MediaGalleryScreen } from '../features/media';
import { PageHead } from '../lib/PageHead';
import { withQuery } from '../lib/QueryProvider';

/** /media-gallery (B2). */
function MediaGalleryPage() {
  return (
    <>
      <PageHead copy={mediaGalleryPageCopy} />
      <MediaGalleryScreen />
    </>
  );
}

export default withQuery(MediaGalleryPage);
