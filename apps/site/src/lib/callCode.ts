import type { Endpoint } from '@sukoon/contracts';

// Where the code of a call made on demand comes from (lib/callApiOnDemand, lib/queryOnDemand): one list, so preparing
// a call fetches what making it loads, and nothing else.

/** zod with the site's settings (its messages, no eval). */
export const loadZod = () => import('@sukoon/contracts/zodBrowserConfig');
/** The API client (ky). */
export const loadClient = () => import('./apiClient');
/** TanStack Query's observer, for a query on demand. */
export const loadQueryObserver = () => import('./queryObserver');

/**
 * Starts fetching a call's code all at once (zod, the call's schemas, the client), for a call a page makes as soon as
 * it has rendered: the call then waits one round trip for it, not three in a row. A query on demand loads TanStack
 * Query's observer beside it by itself (lib/queryOnDemand). Nothing is awaited; a failure is the call's to report.
 */
export function prepareCall(loadEndpoint: () => Promise<Endpoint>): void {
  for (const load of [loadZod, loadEndpoint, loadClient]) load().catch(() => undefined);
}
