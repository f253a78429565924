import { categoriesResponseSchema, endpoints } from '@sukoon/contracts';
import type { FeatureRoutes } from '../../context';
import { publicRead } from '../../http/publicRead';
import { listCategories } from './catalogue';

/** The catalogue call of spec 02 section 7: every category with its services, the same for everyone, so cached. */
export const routes: FeatureRoutes = async (app, { db, now, config }) => {
  app.get(
    endpoints.categories.path,
    { schema: { response: { 200: categoriesResponseSchema } }, config: { syncsTestClock: false } },
    publicRead({
      schema: categoriesResponseSchema,
      load: async () => ({ success: true, categories: await listCategories(db) }),
      now,
      config,
    }),
  );
};
