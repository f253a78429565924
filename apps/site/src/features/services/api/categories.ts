import { queryOptions, useQuery } from '@tanstack/react-query';
import { FALLBACK_CATEGORIES, endpoints, sortCategories, type Category } from '@sukoon/contracts';
import { callApi } from '../../../lib/apiClient';

export interface CategoriesResult {
  /** In the Services page's tab order. */
  categories: Category[];
  /** True when the call failed and the built-in catalogue is shown instead (B7). */
  fallback: boolean;
}

/** GET /api/services/categories/; any failure gives the built-in catalogue (B7), never an error. */
export async function fetchCategories(): Promise<CategoriesResult> {
  try {
    const { categories } = await callApi(endpoints.categories);
    return { categories: sortCategories(categories), fallback: false };
  } catch {
    return { categories: sortCategories(FALLBACK_CATEGORIES), fallback: true };
  }
}

export const categoriesQueryOptions = () =>
  queryOptions({ queryKey: ['services', 'categories'] as const, queryFn: fetchCategories });

export function useCategories() {
  return useQuery(categoriesQueryOptions());
}
