import { mediaGalleryPageCopy } from '@sukoon/contracts/copy/pages/mediaGallery';
import { MediaGalleryScreen } from '../features/media';
import { ScreenPage } from '../lib/PageHead';

/** /media-gallery (B2). */
function MediaGalleryPage() {
  return <ScreenPage copy={mediaGalleryPageCopy} screen={MediaGalleryScreen} />;
}

export default MediaGalleryPage;
