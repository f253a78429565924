import { mediaPage } from '@sukoon/contracts/content/media';
import { mediaCopy } from '@sukoon/contracts/copy/media';
import { mediaGalleryPageCopy } from '@sukoon/contracts/copy/pages/mediaGallery';
import { Gallery } from '@sukoon/ui/patterns/Gallery';
import { LogoStrip } from '@sukoon/ui/patterns/LogoStrip';
import { PageHeading } from '@sukoon/ui/patterns/PageHeading';
import { Notice } from '@sukoon/ui/primitives/Notice';
import { Spinner } from '@sukoon/ui/primitives/Spinner';
import { useMediaGallery } from './api/mediaGallery';
import * as styles from './MediaGalleryScreen.css';

/**
 * /media-gallery (B2, B8, B9): "Moments Worth Sharing", the "We are Featured On" strip and the 13 images
 * (grid from tablet up, a one-image carousel on phones, a full-screen lightbox on click). A failed call
 * shows the built-in images and the first 20 marks under the warning; offline, the same with the
 * offline wording and no call.
 */
export function MediaGalleryScreen() {
  const view = useMediaGallery();
  const copy = mediaCopy.page;
  return (
    <>
      <PageHeading title={mediaGalleryPageCopy.heading} subtitle={mediaPage.intro} />
      <div className={styles.content}>
        {view.failure ? (
          <Notice tone="warning">{view.failure === 'offline' ? copy.offlineFallback : copy.loadFailed}</Notice>
        ) : null}
        <LogoStrip logos={view.logos} heading={mediaPage.partnersHeading} />
        {view.loading ? (
          <Spinner size="large" label={copy.loading} showLabel />
        ) : (
          <Gallery items={view.items} heading={mediaPage.galleryHeading} />
        )}
      </div>
    </>
  );
}
