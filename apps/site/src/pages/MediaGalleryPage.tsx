import { mediaGalleryPageCopy } from '@sukoon/contracts/copy/pages/mediaGallery';
import { MediaGalleryScreen } from '../features/media';
import { screenPage } from '../lib/PageHead';

/** /media-gallery (B2). */
export default screenPage(mediaGalleryPageCopy, MediaGalleryScreen);
