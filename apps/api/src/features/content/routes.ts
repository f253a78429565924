import { asc } from 'drizzle-orm';
import { certificatesResponseSchema, endpoints, mediaGalleryResponseSchema, type Certificate } from '@sukoon/contracts';
import type { FeatureRoutes } from '../../context';
import { certificates, mediaItems } from './schema';

/** The public site's two content reads (spec 01 section 7, spec 02 section 7): certifications and the gallery. */
export const routes: FeatureRoutes = async (app, { db }) => {
  app.get(endpoints.certificates.path, { schema: { response: { 200: certificatesResponseSchema } } }, async () => {
    const rows = await db.select().from(certificates).orderBy(asc(certificates.position), asc(certificates.id));
    return rows.map(({ id, title, icon, iconColor }) => ({ id, title, icon: icon as Certificate['icon'], iconColor }));
  });

  app.get(endpoints.mediaGallery.path, { schema: { response: { 200: mediaGalleryResponseSchema } } }, async () => {
    const rows = await db.select().from(mediaItems).orderBy(asc(mediaItems.position), asc(mediaItems.id));
    return rows.map(({ src, link }) => ({ src, link }));
  });
};
