import { StrictMode, startTransition, Suspense, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter, Outlet, useRoutes, type RouteObject } from 'react-router-dom';
import type { DehydratedState, QueryClient } from '@tanstack/react-query';
import { readPrerenderState } from '../prerender/state';
import type { HeldClicks } from '../lib/earlyClicks';
import { yieldToMain } from '../lib/mainThread';
import { AppProviders } from './AppProviders';
import { PageShownContext, preloadPages } from './lazyPage';
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

/**
 * The page of the router's location from a route table (the app's, or a test's). Pages load on demand (lazyPage);
 * the fallback shows only on a first render whose page is not loaded yet (a protected page's empty shell), as a
 * navigation keeps the page it leaves until the next one is ready. `onHydrated` is called once the first page has
 * committed (PageShownContext).
 */
export function AppRoutes({ table = appRoutes, onHydrated }: { table?: RouteObject[]; onHydrated?: () => void }) {
  return (
    <PageShownContext.Provider value={onHydrated}>
      <Suspense fallback={null}>{useRoutes(table)}</Suspense>
    </PageShownContext.Provider>
  );
}

export interface AppProps {
  /** The browser's router (BrowserRouter) or the build's (StaticRouter), around AppRoutes. */
  router: ReactNode;
  /** The build's render passes its client (it reads the answers back); the browser's is made on first use. */
  queryClient?: QueryClient;
  /** The prerendered page's query cache (the browser), hydrated into the client when it is made. */
  prerenderedQueries?: DehydratedState;
  /** When the prerendered HTML was rendered: the clock of the build's render and of the hydrating one. */
  prerenderedAt?: Date;
}

/** The whole app: one tree for the prerendering build (src/entry-server.tsx) and the browser, so they match. */
export function App({ router, queryClient, prerenderedQueries, prerenderedAt }: AppProps) {
  return (
    <StrictMode>
      <AppProviders queryClient={queryClient} prerenderedQueries={prerenderedQueries} prerenderedAt={prerenderedAt}>
        {router}
      </AppProviders>
    </StrictMode>
  );
}

/**
 * Starts the app in `container`: a prerendered page (build/prerender.ts) is hydrated with the query cache it was
 * rendered with (given to the client when a part of the page first needs it, lib/QueryProvider), once its page
 * module is loaded (so the first render is the page itself, as the HTML is); the empty
 * shell (index.html: protected pages, payment returns) is rendered by the browser.
 */
export async function startApp(container: HTMLElement, heldClicks?: HeldClicks): Promise<void> {
  const prerendered = readPrerenderState();
  // The taps on the prerendered page that the entry held (main.tsx), made again once the page has hydrated.
  const earlyClicks = prerendered ? heldClicks : undefined;
  if (!prerendered) heldClicks?.release();
  const app = (
    <App
      router={
        <BrowserRouter>
          <AppRoutes onHydrated={earlyClicks?.release} />
        </BrowserRouter>
      }
      prerenderedQueries={prerendered?.queries}
      prerenderedAt={prerendered ? new Date(prerendered.renderedAt) : undefined}
    />
  );
  if (!prerendered) {
    createRoot(container).render(app);
    return;
  }
  try {
    await preloadPages(appRoutes, window.location);
  } catch (error) {
    // The page stays as its HTML: its controls do what they do without React again.
    earlyClicks?.release();
    throw error;
  }
  // The page is already on screen: give the main thread back before hydrating, so loading the page's code and
  // hydrating are not one long task that input would wait behind.
  await yieldToMain();
  // A transition hydrates in slices of a few milliseconds that yield to input, instead of one long task.
  startTransition(() => void hydrateRoot(container, app));
}
