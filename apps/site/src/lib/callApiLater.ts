import type * as z from 'zod/mini';
import type { Endpoint } from '@sukoon/contracts';
import type { CallOptions } from './apiClient';
import { importInSteps, yieldToMain } from './mainThread';

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
  await idlePeriod();
  // zod, the call's schemas, then the client, each in its own task (about 130 ms on a throttled phone at once).
  const endpoint = await importInSteps([() => import('./zodConfig')], loadEndpoint);
  await yieldToMain();
  const { callApi } = await import('./apiClient');
  return callApi(endpoint, options);
}

/** How long a refresh may wait for the main thread to be idle. */
const IDLE_TIMEOUT_MS = 2_000;

/**
 * The browser's next idle period (at most IDLE_TIMEOUT_MS away), or now where there is no requestIdleCallback
 * (jsdom, older Safari). A prerendered page's queries are stale at once, so without this the refresh started during
 * hydration, and building the client's zod schemas (about 130 ms on a throttled phone) blocked the page while it was
 * becoming interactive; on a page already up, the idle period comes within a frame.
 */
function idlePeriod(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(() => resolve(), { timeout: IDLE_TIMEOUT_MS });
    else resolve();
  });
}
