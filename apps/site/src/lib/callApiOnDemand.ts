import type * as z from 'zod/mini';
import type { Endpoint } from '@sukoon/contracts';
import { shellCopy } from '@sukoon/contracts/copy/shell';
import { ApiError } from './apiError';
import { loadClient, loadZod } from './callCode';
import type { CallOptions, RawResult } from './apiClient';
import { idlePeriod, importInSteps, yieldToMain } from './mainThread';

// The client (ky, zod) and a call's schemas, loaded when the call is made instead of with the page: about 20 kB gz
// that a page's first load does not carry. `loadEndpoint` imports the call from its feature's module, e.g.
// `() => import('@sukoon/contracts/endpoints/content').then((calls) => calls.testimonials)`.

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

/** The call's code, in steps: zod, the call's schemas, then the client, each in its own task (about 130 ms on a
 * throttled phone at once). */
const loadCall = <E extends Endpoint>(loadEndpoint: () => Promise<E>) =>
  loadOnDemand(async () => {
    const endpoint = await importInSteps([loadZod], loadEndpoint);
    await yieldToMain();
    const client = await loadClient();
    return { endpoint, client };
  });

/** callApi for a call a page makes only when asked (a form's send, a dialog's step), so the page shows without it. */
export async function callApiOnDemand<E extends Endpoint>(
  loadEndpoint: () => Promise<E>,
  options?: CallOptions,
): Promise<z.output<E['response']>> {
  const { endpoint, client } = await loadCall(loadEndpoint);
  return client.callApi(endpoint, options);
}

/** callApiRaw, loaded on demand like callApiOnDemand. */
export async function callApiRawOnDemand(
  loadEndpoint: () => Promise<Endpoint>,
  options?: CallOptions,
): Promise<RawResult> {
  const { endpoint, client } = await loadCall(loadEndpoint);
  return client.callApiRaw(endpoint, options);
}

/**
 * callApiOnDemand, in the browser's next idle period: for the data of prerendered pages, whose HTML already shows
 * it, so neither the first load nor hydration waits for the code that refreshes it.
 */
export async function callApiLater<E extends Endpoint>(
  loadEndpoint: () => Promise<E>,
  options?: CallOptions,
): Promise<z.output<E['response']>> {
  await idlePeriod();
  return callApiOnDemand(loadEndpoint, options);
}
