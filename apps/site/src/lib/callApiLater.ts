import type { z } from 'zod';
import type { Endpoint } from '@sukoon/contracts';
import type { CallOptions } from './apiClient';

/**
 * callApi, with the client (ky, zod) and the call's schemas loaded when the call is made instead of with the page:
 * for the data of prerendered pages, whose HTML already shows it, so the first load does not wait for the code that
 * refreshes it after hydration. `loadEndpoint` imports the call from its feature's module, e.g.
 * `() => import('@sukoon/contracts/endpoints/content').then((calls) => calls.testimonials)`.
 * Offline, a chunk that cannot come rejects the call like a failed request, so the page's fallback applies.
 */
export async function callApiLater<E extends Endpoint>(
  loadEndpoint: () => Promise<E>,
  options?: CallOptions,
): Promise<z.output<E['response']>> {
  const [{ callApi }, endpoint] = await Promise.all([import('./apiClient'), loadEndpoint()]);
  return callApi(endpoint, options);
}
