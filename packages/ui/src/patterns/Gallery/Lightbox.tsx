import { useEffect, useState } from 'react';
import { mediaCopy } from '@sukoon/contracts/copy/media';
import { shellCopy } from '@sukoon/contracts/copy/shell';
import { Button } from '../../primitives/Button';
import { Dialog } from '../../primitives/Dialog';
import { GalleryPicture, type GalleryItem } from './GalleryPicture';
import * as styles from './Gallery.css';

export interface LightboxProps {
  items: readonly GalleryItem[];
  /** The image shown; null when closed. */
  index: number | null;
  /** Previous or Next (buttons or the arrow keys), wrapping round at either end. */
  onIndexChange(index: number): void;
  /** The Close button, a click on the backdrop or Escape. */
  onClose(): void;
}

/**
 * The gallery's full-screen view (B2) on our Dialog: closed by its Close button, a click on the backdrop or
 * Escape; Previous and Next, or the left and right arrow keys, move between the images; focus goes back
 * to whatever opened it.
 */
export function Lightbox({ items, index, onIndexChange, onClose }: LightboxProps) {
  const count = items.length;
  const open = index !== null && index < count;
  // While the dialog fades out it keeps showing the last image.
  const [lastIndex, setLastIndex] = useState(0);
  if (open && index !== lastIndex) setLastIndex(index);
  const shown = open ? index : Math.min(lastIndex, Math.max(count - 1, 0));
  const item = items[shown];
  const move = (by: number) => onIndexChange((shown + by + count) % count);

  useEffect(() => {
    if (!open || count < 2) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey) return;
      const by = event.key === 'ArrowLeft' ? -1 : event.key === 'ArrowRight' ? 1 : 0;
      if (by === 0) return;
      event.preventDefault();
      onIndexChange((index + by + count) % count);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, index, count, onIndexChange]);

  if (!item) return null;
  return (
    <Dialog
      closeLabel={shellCopy.close}
      open={open}
      onOpenChange={(next) => (next ? undefined : onClose())}
      size="full"
      title={item.caption}
      description={mediaCopy.gallery.position(shown + 1, count)}
    >
      <div className={styles.lightbox}>
        <div className={styles.stage}>
          <GalleryPicture key={item.id} item={item} sizes={styles.lightboxSizes} eager fit="contain" />
        </div>
        {count > 1 ? (
          <div className={styles.controls}>
            <Button variant="secondary" size="small" onClick={() => move(-1)}>
              {mediaCopy.gallery.previous}
            </Button>
            <Button variant="secondary" size="small" onClick={() => move(1)}>
              {mediaCopy.gallery.next}
            </Button>
          </div>
        ) : null}
      </div>
    </Dialog>
  );
}
