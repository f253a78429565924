import { asc } from 'drizzle-orm';
import { certificatesResponseSchema, endpoints, mediaGalleryResponseSchema, type Certificate } from '@sukoon/contracts';
import type { FeatureRoutes } from '../../context';
import { publicRead } from '../../http/publicRead';
import { certificates, mediaItems } from './schema';

/**
 * The public site's two content reads (spec 01 section 7, spec 02 section 7): certifications and the gallery, the
 * same for everyone, so cached.
 */
export const routes: FeatureRoutes = async (app, { db, now, config }) => {
  app.get(
    endpoints.certificates.path,
    { schema: { response: { 200: certificatesResponseSchema } }, config: { syncsTestClock: false } },
    publicRead({
      schema: certificatesResponseSchema,
      load: async () => {
        const rows = await db.select().from(certificates).orderBy(asc(certificates.position), asc(certificates.id));
        return rows.map(({ id, title, icon, iconColor }) => ({
          id,
          title,
          icon: icon as Certificate['icon'],
          iconColor,
        }));
      },
      now,
      config,
    }),
  );

  app.get(
    endpoints.mediaGallery.path,
    { schema: { response: { 200: mediaGalleryResponseSchema } }, config: { syncsTestClock: false } },
    publicRead({
      schema: mediaGalleryResponseSchema,
      load: async () => {
        const rows = await db.select().from(mediaItems).orderBy(asc(mediaItems.position), asc(mediaItems.id));
        return rows.map(({ src, link }) => ({ src, link }));
      },
      now,
      config,
    }),
  );
};
