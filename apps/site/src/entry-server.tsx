// The prerendering build's entry (build/prerender.ts builds it for Node and calls `prerender` once per public
// route). It renders the same <App> the browser hydrates (src/app/App.tsx), with React Router's static router.
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { defaultShouldDehydrateQuery, dehydrate, type QueryClient } from '@tanstack/react-query';
import { normaliseTestimonials, type RawTestimonial } from '@sukoon/contracts';
import { FALLBACK_TESTIMONIALS } from '@sukoon/contracts/content/testimonials';
import { App, AppRoutes, appRoutes } from './app/App';
import { preloadPages } from './app/lazyPage';
import { preloadDeferredSections } from './lib/deferredSection';
import { testimonialsQueryOptions } from './features/testimonials';
import { createQueryClient } from './lib/queryClient';
import { paths } from './lib/paths';
import { prefillSeededAnswers } from './prerender/seededAnswers';
import { fillDocument } from './prerender/document';
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

/**
 * Renders the page at `path` as a visitor without JavaScript, signed out and online, sees it at `renderedAt`;
 * `prefill` adds answers to those of the seed (a server-rendered page's own).
 */
export async function prerender(
  path: string,
  renderedAt: Date,
  prefill: (queryClient: QueryClient) => void = () => {},
): Promise<PrerenderedPage> {
  // The page's module first, so the render is the page itself (as the browser's hydrating render will be).
  const pages = await preloadPages(appRoutes, path);
  // And the sections its page defers (deferredSection): the HTML has every section, whatever loads when.
  await preloadDeferredSections();
  const queryClient = createQueryClient();
  prefillSeededAnswers(queryClient);
  prefill(queryClient);
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

/**
 * The pages the API renders at request time with its own answer (apps/api/src/http/serverRendered.ts loads this
 * bundle): how the answer goes into the query cache, as the browser's call would put it there, and what the build's
 * template of the page is rendered with, so its critical CSS has the rules of a page with data.
 */
interface ServerRenderedPage {
  fill(queryClient: QueryClient, answer: unknown): void;
  sample(queryClient: QueryClient): void;
}

const serverRendered: Record<string, ServerRenderedPage> = {
  [paths.testimonials]: {
    fill: (queryClient, answer) =>
      queryClient.setQueryData(
        testimonialsQueryOptions().queryKey,
        normaliseTestimonials(answer as readonly RawTestimonial[]),
      ),
    sample: (queryClient) => queryClient.setQueryData(testimonialsQueryOptions().queryKey, [...FALLBACK_TESTIMONIALS]),
  },
};

/** The routes of `serverRendered`, for the build to write their templates. */
export const serverRenderedPaths = Object.keys(serverRendered);

export { fillDocument };

/** A server-rendered page as the build renders it for its template (its data replaced at request time). */
export function prerenderTemplate(path: string, renderedAt: Date): Promise<PrerenderedPage> {
  const page = serverRendered[path];
  if (!page) throw new Error(`${path} is not rendered at request time`);
  return prerender(path, renderedAt, page.sample);
}

/**
 * The API's call: the document of `path` with `answer` (what its GET answers the browser) rendered in it at
 * `renderedAt`, in the build's `template` of that page.
 */
export async function renderDocument(
  template: string,
  path: string,
  answer: unknown,
  renderedAt: Date,
): Promise<string> {
  const page = serverRendered[path];
  if (!page) throw new Error(`${path} is not rendered at request time`);
  return fillDocument(template, await prerender(path, renderedAt, (queryClient) => page.fill(queryClient, answer)));
}
