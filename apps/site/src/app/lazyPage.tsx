import { createContext, lazy, useContext, useEffect, type ComponentType, type ReactElement } from 'react';
import { matchRoutes, type RouteObject } from 'react-router-dom';
import { useHydrated } from '../lib/useHydrated';

/** A page module of src/pages: its default export is the page. */
export type PageModule = { default: ComponentType };
export type PageLoader = () => Promise<PageModule>;

/** What a route that renders a page on demand carries: the page, and (in `handle`) how to load it ahead. */
export interface PageRoute {
  element: ReactElement;
  handle: { page: PageLoader };
}

/**
 * Called after a page has committed with the browser's state: the first time, the prerendered page has hydrated (the
 * page, inside the layout's Suspense boundary, hydrates after the root and the layout) and rendered again with what
 * only the browser knows (useHydrated), so its controls answer a click as they will from then on.
 */
export const PageShownContext = createContext<(() => void) | undefined>(undefined);

/**
 * A route whose page module (`() => import('../pages/X')`) loads the first time the route is shown, so a visitor
 * downloads only the code of the pages they open. Once loaded, the page renders at once: on the render that hydrates
 * a prerendered page (its module is loaded before, see preloadPages) that is a must, or it would differ from the HTML.
 * While the code loads the page suspends: a navigation keeps the page it leaves on screen (the router changes its
 * location in a transition), and a failure throws to RouteErrorBoundary (offline page, reload or /not-found).
 */
export function page(load: PageLoader): PageRoute {
  let Loaded: ComponentType | undefined;
  const preload = async () => {
    const module = await load();
    Loaded = module.default;
    return module;
  };
  const Lazy = lazy(preload);
  const LazyPage = () => {
    const shown = useContext(PageShownContext);
    // Not on the hydrating commit itself but on the one right after, which renders what only the browser knows (the
    // session from storage): a tap held until then is made with it, not with the prerendered guest's page.
    const hydrated = useHydrated();
    useEffect(() => {
      if (hydrated) shown?.();
    }, [shown, hydrated]);
    return Loaded ? <Loaded /> : <Lazy />;
  };
  return { element: <LazyPage />, handle: { page: preload } };
}

/**
 * Loads the page modules of the routes that match `location` (a prerendered page's, before it hydrates; the
 * build's, before it renders) and resolves with them.
 */
export async function preloadPages(table: RouteObject[], location: string | Partial<Location>): Promise<PageModule[]> {
  const loaders = (matchRoutes(table, location) ?? []).flatMap(({ route }) => {
    const load = (route.handle as PageRoute['handle'] | undefined)?.page;
    return load ? [load] : [];
  });
  return Promise.all(loaders.map((load) => load()));
}
