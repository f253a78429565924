import type { Endpoint } from '@sukoon/contracts';
import { shellCopy } from '@sukoon/contracts/copy/shell';
import { ApiError } from './apiError';

// Where the code of a call comes from (lib/callApi, lib/useApiQuery): one list, so preparing a call fetches what
// making it loads, and nothing else.

/**
 * Code a page loads when it is needed (a call's client and schemas, a journey's module). A chunk that cannot come
 * (offline, or a deploy removed it) rejects like a request that got no answer, an ApiError of kind 'network', so
 * every failure rule and text applies as it is, never the browser's "Failed to fetch dynamically imported module".
 */
export async function loadOnDemand<T>(load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (failure) {
    if (failure instanceof ApiError) throw failure;
    throw new ApiError(shellCopy.offline.networkError, 'network', undefined, undefined);
  }
}

/** zod with the site's settings (its messages, no eval). */
export const loadZod = () => import('@sukoon/contracts/zodBrowserConfig');
/** The API client (ky). */
export const loadClient = () => import('./apiClient');
/** TanStack Query's observer, for a query on demand. */
export const loadQueryObserver = () => import('./queryObserver');

/**
 * Starts fetching a call's code all at once (zod, the call's schemas, the client), for a call a page makes as soon as
 * it has rendered: the call then waits one round trip for it, not three in a row. A query on demand loads TanStack
 * Query's observer beside it by itself (lib/useApiQuery). Nothing is awaited; a failure is the call's to report.
 */
export function prepareCall(loadEndpoint: () => Promise<Endpoint>): void {
  for (const load of [loadZod, loadEndpoint, loadClient]) load().catch(() => undefined);
}
