// The prerendering build's entry (build/prerender.ts builds it for Node and calls `prerender` once per public
// route). It renders the same <App> the browser hydrates (src/app/App.tsx), with React Router's static router.
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { defaultShouldDehydrateQuery, dehydrate, type QueryClient } from '@tanstack/react-query';
import { App, AppRoutes, appRoutes } from './app/App';
import { preloadPages } from './app/lazyPage';
import { preloadDeferredSections } from './lib/deferredSection';
import { createQueryClient } from './lib/queryClient';
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

/** Renders the page at `path` as a visitor without JavaScript, signed out and online, sees it at `renderedAt`. */
export async function prerender(path: string, renderedAt: Date): Promise<PrerenderedPage> {
  // The page's module first, so the render is the page itself (as the browser's hydrating render will be).
  const pages = await preloadPages(appRoutes, path);
  // And the sections its page defers (deferredSection): the HTML has every section, whatever loads when.
  await preloadDeferredSections();
  const queryClient = createQueryClient();
  prefillSeededAnswers(queryClient);
  const readQueries = recordReadQueries(queryClient);
  const rendered = renderToString(
    <App
      router={
        <StaticRouter location={path}>
          <AppRoutes />
        </StaticRouter>
      }
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
    pageComponent: pages.at(-1)?.default.name,
  };
}
