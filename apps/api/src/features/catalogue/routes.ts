import { categoriesResponseSchema, endpoints } from '@sukoon/contracts';
import type { FeatureRoutes } from '../../context';
import { listCategories } from './catalogue';

/** The catalogue call of spec 02 section 7: every category with its services. */
export const routes: FeatureRoutes = async (app, { db }) => {
  app.get(endpoints.categories.path, { schema: { response: { 200: categoriesResponseSchema } } }, async () => ({
    success: true,
    categories: await listCategories(db),
  }));
};
