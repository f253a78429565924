// The prerendering build's entry (build/prerender.ts builds it for Node and calls `prerender` once per public
// route). It renders the same <App> the browser hydrates (src/app/App.tsx), with React Router's static router.
import { isValidElement, type ComponentType, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { defaultShouldDehydrateQuery, dehydrate, type QueryClient } from '@tanstack/react-query';
import { App, appRoutes } from './app/App';
import { createQueryClient } from './app/AppProviders';
import { paths } from './lib/paths';
import { prefillSeededAnswers } from './prerender/seededAnswers';
import type { PrerenderState } from './prerender/state';

/** The public routes, each prerendered into its own HTML file; every other route is the browser's alone. */
export const prerenderedPaths = [
  paths.home,
  paths.about,
  paths.services,
  paths.testimonials,
  paths.mediaGallery,
  paths.contact,
  paths.membershipPlans,
  paths.disclaimer,
  paths.terms,
  paths.privacy,
  paths.register,
  paths.networkStatus,
  paths.notFound,
] as const;

export interface PrerenderedPage {
  /** What goes into <div id="root">. */
  html: string;
  /** The page's <title> and meta description, for the document's head. */
  head: string;
  state: PrerenderState;
  /** The name of the page component the route rendered (src/pages/<name>.tsx), to link its chunk's CSS. */
  pageComponent: string | undefined;
}

/** React 19 puts the hoistable elements a page renders (PageHead's <title> and <meta>) first in its output. */
const HOISTED = /^(?:<title>[^<]*<\/title>|<meta [^>]*\/>|<link [^>]*\/>)/;

function splitHead(rendered: string): { head: string; html: string } {
  let head = '';
  let html = rendered;
  for (let match = HOISTED.exec(html); match; match = HOISTED.exec(html)) {
    head += match[0];
    html = html.slice(match[0].length);
  }
  return { head, html };
}

/**
 * The queries the render reads (every useQuery builds or finds its query in the cache), so a page carries only the
 * data it shows, not the whole prefilled cache.
 */
function recordReadQueries(queryClient: QueryClient): Set<string> {
  const read = new Set<string>();
  const cache = queryClient.getQueryCache();
  const build = cache.build.bind(cache);
  cache.build = ((...args: Parameters<typeof build>) => {
    const query = build(...args);
    read.add(query.queryHash);
    return query;
  }) as typeof cache.build;
  return read;
}

/** The route's page component: React Router turns a loaded `Component` into `element: <Component />`. */
function pageComponentOf(route: { Component?: ComponentType | null; element?: ReactNode } | undefined) {
  const component = route?.Component ?? (isValidElement(route?.element) ? route.element.type : undefined);
  return typeof component === 'function' ? component.name : undefined;
}

/** Renders the page at `path` as a visitor without JavaScript, signed out and online, sees it at `renderedAt`. */
export async function prerender(path: string, renderedAt: Date): Promise<PrerenderedPage> {
  const handler = createStaticHandler(appRoutes);
  const context = await handler.query(new Request(new URL(path, 'http://localhost')));
  if (context instanceof Response) throw new Error(`${path} answers ${context.status}, not a page`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const queryClient = createQueryClient();
  prefillSeededAnswers(queryClient);
  const readQueries = recordReadQueries(queryClient);
  const rendered = renderToString(
    <App
      // No hydration data script: no route has a loader, and our CSP allows no inline script.
      router={<StaticRouterProvider router={router} context={context} hydrate={false} />}
      queryClient={queryClient}
      prerenderedAt={renderedAt}
    />,
  );
  return {
    ...splitHead(rendered),
    state: {
      renderedAt: renderedAt.toISOString(),
      queries: dehydrate(queryClient, {
        shouldDehydrateQuery: (query) => defaultShouldDehydrateQuery(query) && readQueries.has(query.queryHash),
      }),
    },
    pageComponent: pageComponentOf(context.matches.at(-1)?.route),
  };
}
