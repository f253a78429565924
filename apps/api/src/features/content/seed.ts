import { FALLBACK_CERTIFICATES } from '@sukoon/contracts/content/certificates';
import { GALLERY_MEDIA_ITEMS } from '@sukoon/contracts/content/media';
import type { Db } from '../../db';
import { certificates, mediaItems } from './schema';

/** The contracts' certifications and the 13 gallery images (the site's own generated files), added once. */
export async function seed(db: Db) {
  await db
    .insert(certificates)
    .values(FALLBACK_CERTIFICATES.map((c, position) => ({ ...c, position })))
    .onConflictDoNothing();
  await db
    .insert(mediaItems)
    .values(GALLERY_MEDIA_ITEMS.map((item, position) => ({ id: position + 1, ...item, position })))
    .onConflictDoNothing();
}
