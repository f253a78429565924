import { useLayoutEffect } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, useLocation, useNavigationType, type Location, type RouteObject } from 'react-router-dom';
import { AppProviders } from '../app/AppProviders';
import { routes } from '../app/routes';
import { AppRoutes, withGlobalBehaviour } from '../app/App';
import { preloadPages as preloadRoutePages } from '../app/lazyPage';
import { writeJson, writeString } from '../lib/storage';
import { sampleToken, sampleUser } from '../mocks/fixtures';

export interface RenderAppOptions {
  online?: boolean;
  now?: Date;
  signedIn?: boolean;
  state?: unknown;
  table?: RouteObject[];
}

/** What the tests read of the router: where it is now and how it got there (a data router's `router.state`). */
export interface RouterProbe {
  state: { location: Location; historyAction: string };
}

function ProbeLocation({ onChange }: { onChange: (state: RouterProbe['state']) => void }) {
  const location = useLocation();
  const historyAction = useNavigationType();
  useLayoutEffect(() => {
    onChange({ location, historyAction });
  });
  return null;
}

/** Renders the whole app (real routes and providers) at a path, with msw at the network edge. */
export function renderApp(path = '/', { online, now, signedIn, state, table = routes }: RenderAppOptions = {}) {
  if (signedIn) {
    writeString('token', sampleToken);
    writeJson('user', sampleUser);
  }
  const url = new URL(path, 'http://localhost');
  const router: RouterProbe = {
    state: {
      location: { pathname: url.pathname, search: url.search, hash: url.hash, state, key: '' },
      historyAction: 'POP',
    },
  };
  const view = render(
    <AppProviders online={online} now={now ? () => now : undefined}>
      <MemoryRouter initialEntries={[{ pathname: url.pathname, search: url.search, hash: url.hash, state }]}>
        <ProbeLocation onChange={(next) => (router.state = next)} />
        <AppRoutes table={withGlobalBehaviour(table)} />
      </MemoryRouter>
    </AppProviders>,
  );
  return { router, ...view };
}

/**
 * Loads the lazy page modules of these paths up front (in a beforeAll), so the first test that opens
 * one does not spend its time on the module's first transform.
 */
export async function preloadPages(...urls: string[]): Promise<void> {
  await Promise.all(urls.map((url) => preloadRoutePages(routes, url)));
}
