import type * as z from 'zod/mini';
import type { Endpoint } from '@sukoon/contracts';
import type { CallOptions, RawResult } from './apiClient';
import { loadClient, loadOnDemand, loadZod } from './callCode';
import { idlePeriod, importInSteps, yieldToMain } from './mainThread';

export type { CallOptions, RawResult } from './apiClient';

/**
 * When a call's code (zod, its schemas, the HTTP client) loads:
 * - 'now': at once, all together (the default for an endpoint the caller imports itself);
 * - 'on-demand': when the call is made, in short steps, so a page shows without it (the default for a loader, for a
 *   form's send or a dialog's step);
 * - 'after-hydration': in the browser's next idle period, for the data of prerendered pages whose HTML already shows
 *   it.
 */
export type CallLoad = 'now' | 'on-demand' | 'after-hydration';

export interface CallApiOptions extends CallOptions {
  load?: CallLoad;
  /** The answer as it came (status, body, content type), unchecked: payment answers may be HTML forms. */
  raw?: boolean;
}

/** An endpoint, or the import of its feature's module: `() => import('@sukoon/contracts/endpoints/content').then((calls) => calls.testimonials)`. */
export type EndpointSource<E extends Endpoint> = E | (() => Promise<E>);

async function endpointAndClient<E extends Endpoint>(source: EndpointSource<E>, load: CallLoad) {
  if (load === 'after-hydration') await idlePeriod();
  return loadOnDemand(async () => {
    if (typeof source !== 'function') return { endpoint: source, client: await loadClient() };
    if (load === 'now') {
      const [, endpoint, client] = await Promise.all([loadZod(), source(), loadClient()]);
      return { endpoint, client };
    }
    // zod, the call's schemas, then the client, each in its own task: at once they block a throttled phone too long.
    const endpoint = await importInSteps([loadZod], source);
    await yieldToMain();
    return { endpoint, client: await loadClient() };
  });
}

/**
 * The site's one way to call the API. The HTTP client (ky) and zod never come with a page's first load: they load as
 * `load` says. Failures reject with ApiError (lib/apiError), a chunk that cannot come included.
 */
export function callApi<E extends Endpoint>(
  endpoint: EndpointSource<E>,
  options: CallApiOptions & { raw: true },
): Promise<RawResult>;
export function callApi<E extends Endpoint>(
  endpoint: EndpointSource<E>,
  options?: CallApiOptions & { raw?: false },
): Promise<z.output<E['response']>>;
export async function callApi<E extends Endpoint>(
  source: EndpointSource<E>,
  { load = typeof source === 'function' ? 'on-demand' : 'now', raw = false, ...options }: CallApiOptions = {},
): Promise<RawResult | z.output<E['response']>> {
  const { endpoint, client } = await endpointAndClient(source, load);
  return raw ? client.requestRaw(endpoint, options) : client.request(endpoint, options);
}
