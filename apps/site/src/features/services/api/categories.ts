import { sortCategories, type Category } from '@sukoon/contracts';
import { callApi } from '../../../lib/callApi';
import { useApiQuery, type ApiQueryOptions } from '../../../lib/useApiQuery';

export interface CategoriesResult {
  /** In the Services page's tab order. */
  categories: Category[];
  /** True when the call failed and the built-in catalogue is shown instead (B7). */
  fallback: boolean;
}

/** The server's catalogue as the page shows it (also what the prerendering build puts in the page). */
export function categoriesResult(categories: readonly Category[], fallback = false): CategoriesResult {
  return { categories: sortCategories(categories), fallback };
}

/** GET /api/services/categories/; any failure gives the built-in catalogue (B7), never an error. */
export async function fetchCategories(): Promise<CategoriesResult> {
  try {
    const { categories } = await callApi(
      () => import('@sukoon/contracts/endpoints/services').then((calls) => calls.categories),
      {
        load: 'after-hydration',
      },
    );
    return categoriesResult(categories);
  } catch {
    // The built-in catalogue's code comes only when the call failed.
    const { FALLBACK_CATEGORIES } = await import('@sukoon/contracts/content/catalogue');
    return categoriesResult(FALLBACK_CATEGORIES, true);
  }
}

export const categoriesQueryOptions = () =>
  ({ queryKey: ['services', 'categories'], queryFn: fetchCategories }) satisfies ApiQueryOptions<CategoriesResult>;

export function useCategories() {
  // The call never fails (the built-in catalogue); only code not coming does (offline, a new deploy): the route's
  // error boundary.
  return useApiQuery(categoriesQueryOptions(), { throwOnError: true });
}
