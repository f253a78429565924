// Named scenarios every mocked endpoint understands, so a story or test can put any call
// (or all of them) into a state with one word. Fixtures are checked against the contract's
// response schema, so a mock can never drift from what the real API answers.
import * as z from 'zod/mini';
import { delay, http, HttpResponse, type HttpHandler, type DefaultBodyType, type StrictRequest } from 'msw';
import { endpoints, routeOf, type EndpointName, type ResponseOf } from '@sukoon/contracts';
// The messages the API answers with (English), whichever module parses first.
import '@sukoon/contracts/zodBrowserConfig';

export const scenarios = ['ok', 'empty', 'serverError', 'unauthorised', 'notFound', 'slow', 'offline'] as const;
export type Scenario = (typeof scenarios)[number];

export interface ResolverInfo {
  request: StrictRequest<DefaultBodyType>;
  params: Record<string, string | readonly string[] | undefined>;
  /** The JSON body of a POST or PATCH, or undefined. */
  body: unknown;
}

type Resolved<N extends EndpointName> = ResponseOf<N> | Response;

export interface MockOptions<N extends EndpointName> {
  ok: (info: ResolverInfo) => Resolved<N> | Promise<Resolved<N>>;
  /** What "empty" answers (defaults to [] for list answers, else the ok answer). */
  empty?: () => unknown;
}

/** The URL pattern msw matches for an endpoint, on any origin (the site calls :8000 locally). */
export function mockPath(name: EndpointName): string {
  return `*${routeOf(name)}`;
}

/** The JSON body of a request, or undefined (a GET, or a body that is not JSON). */
export function jsonBodyOf(request: Request): Promise<unknown> {
  return request.method === 'POST' || request.method === 'PATCH'
    ? request
        .clone()
        .json()
        .catch(() => undefined)
    : Promise.resolve(undefined);
}

/**
 * One endpoint answered by a story's or test's own resolver, on top of the scenario handlers. The
 * method comes from the endpoint table, so a handler can never listen for the wrong one.
 */
export function mockAnswer(name: EndpointName, resolver: Parameters<typeof http.post>[1]): HttpHandler {
  const method: string = endpoints[name].method;
  return (method === 'GET' ? http.get : method === 'PATCH' ? http.patch : http.post)(mockPath(name), resolver);
}

export function errorResponse(status: number, body: Record<string, unknown>) {
  return HttpResponse.json(body, { status });
}

/** A handler for one endpoint of the contract table in one scenario. */
export function mockEndpoint<N extends EndpointName>(
  name: N,
  scenario: Scenario,
  options: MockOptions<N>,
): HttpHandler {
  const endpoint = endpoints[name];
  return mockAnswer(name, async ({ request, params }) => {
    switch (scenario) {
      case 'offline':
        return HttpResponse.error();
      case 'slow':
        // Never answers: loading states stay on screen for as long as a story is open.
        await delay('infinite');
        return HttpResponse.error();
      case 'serverError':
        return errorResponse(500, { detail: 'A server error occurred.' });
      case 'unauthorised':
        return errorResponse(401, { detail: 'Authentication credentials were not provided.' });
      case 'notFound':
        return errorResponse(404, { detail: 'Not found.' });
      case 'empty':
      case 'ok': {
        const body = await jsonBodyOf(request);
        if ('request' in endpoint && endpoint.request && body !== undefined) {
          const checked = z.safeParse(endpoint.request, body);
          if (!checked.success) {
            return errorResponse(400, { message: checked.error.issues[0]?.message ?? 'Invalid request.' });
          }
        }
        const result = await options.ok({ request, params, body });
        if (result instanceof Response) return result;
        const checked = z.parse(endpoint.response, result);
        if (scenario === 'empty') {
          return HttpResponse.json((options.empty?.() ?? (Array.isArray(checked) ? [] : checked)) as never);
        }
        return HttpResponse.json(checked as never);
      }
    }
  });
}
