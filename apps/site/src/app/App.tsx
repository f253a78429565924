import { StrictMode, startTransition, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import {
  createBrowserRouter,
  matchRoutes,
  Outlet,
  RouterProvider,
  type DataRouter,
  type RouteObject,
} from 'react-router-dom';
import { hydrate, type QueryClient } from '@tanstack/react-query';
import { readPrerenderState } from '../prerender/state';
import { AppProviders, createQueryClient } from './AppProviders';
import { routes } from './routes';
import { useGlobalNavigation } from './useGlobalNavigation';

function GlobalBehaviour() {
  useGlobalNavigation();
  return <Outlet />;
}

/** Wraps the route table with the app-wide behaviour (404 rule, in-app links). */
export function withGlobalBehaviour(table: RouteObject[]): RouteObject[] {
  return [{ element: <GlobalBehaviour />, children: table }];
}

/** The app's route table, as the browser and the prerendering build both use it. */
export const appRoutes = withGlobalBehaviour(routes);

export interface AppProps {
  /** The browser's router (RouterProvider) or the build's (StaticRouterProvider). */
  router: ReactNode;
  queryClient: QueryClient;
  /** When the prerendered HTML was rendered: the clock of the build's render and of the hydrating one. */
  prerenderedAt?: Date;
}

/** The whole app: one tree for the prerendering build (src/entry-server.tsx) and the browser, so they match. */
export function App({ router, queryClient, prerenderedAt }: AppProps) {
  return (
    <StrictMode>
      <AppProviders queryClient={queryClient} prerenderedAt={prerenderedAt}>
        {router}
      </AppProviders>
    </StrictMode>
  );
}

/**
 * Loads the lazy page modules of the current location before the router exists, so the first render is the page
 * itself, as the prerendered HTML is (React Router: "lazy routes and SSR hydration"); a router left to load them
 * would render nothing first and the hydration would not match.
 */
async function resolveLazyMatches(table: RouteObject[], location: Location): Promise<void> {
  const lazyMatches = (matchRoutes(table, location) ?? []).filter(({ route }) => typeof route.lazy === 'function');
  await Promise.all(
    lazyMatches.map(async ({ route }) => {
      const loaded = await (route.lazy as () => Promise<Partial<RouteObject>>)();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}

/**
 * Starts the app in `container`: a prerendered page (build/prerender.ts) is hydrated with the query cache it was
 * rendered with; the empty shell (index.html: protected pages, payment returns) is rendered by the browser.
 */
export async function startApp(container: HTMLElement): Promise<DataRouter> {
  const prerendered = readPrerenderState();
  const queryClient = createQueryClient();
  if (prerendered) {
    hydrate(queryClient, prerendered.queries);
    await resolveLazyMatches(appRoutes, window.location);
    // The page is already on screen: give the main thread back between the steps of starting it (each route table
    // pass ranks every route), so no step joins the next in one long task that input would wait behind.
    await yieldToMain();
  }
  const router = createBrowserRouter(appRoutes);
  const app = (
    <App
      router={<RouterProvider router={router} />}
      queryClient={queryClient}
      prerenderedAt={prerendered ? new Date(prerendered.renderedAt) : undefined}
    />
  );
  if (prerendered) {
    await yieldToMain();
    // A transition hydrates in slices of a few milliseconds that yield to input, instead of one long task.
    startTransition(() => void hydrateRoot(container, app));
  } else createRoot(container).render(app);
  return router;
}

/** Resolves in a new task: `scheduler.yield()` where the browser has it (it keeps our place in line), else a timer. */
function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0));
}
