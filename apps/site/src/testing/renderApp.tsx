import { render } from '@testing-library/react';
import { createMemoryRouter, matchRoutes, RouterProvider, type RouteObject } from 'react-router-dom';
import { AppProviders } from '../app/AppProviders';
import { routes } from '../app/routes';
import { withGlobalBehaviour } from '../app/App';
import { writeJson, writeString } from '../lib/storage';
import { sampleToken, sampleUser } from '../mocks/fixtures';

export interface RenderAppOptions {
  online?: boolean;
  now?: Date;
  signedIn?: boolean;
  state?: unknown;
  table?: RouteObject[];
}

/** Renders the whole app (real routes and providers) at a path, with msw at the network edge. */
export function renderApp(path = '/', { online, now, signedIn, state, table = routes }: RenderAppOptions = {}) {
  if (signedIn) {
    writeString('token', sampleToken);
    writeJson('user', sampleUser);
  }
  const url = new URL(path, 'http://localhost');
  const router = createMemoryRouter(withGlobalBehaviour(table), {
    initialEntries: [{ pathname: url.pathname, search: url.search, hash: url.hash, state }],
  });
  const view = render(
    <AppProviders online={online} now={now ? () => now : undefined}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { router, ...view };
}

/**
 * Loads the lazy page modules of these paths up front (in a beforeAll), so the first test that opens
 * one does not spend its time on the module's first transform.
 */
export async function preloadPages(...urls: string[]): Promise<void> {
  const lazies = urls.flatMap((url) => (matchRoutes(routes, url) ?? []).map(({ route }) => route.lazy));
  await Promise.all(lazies.map((lazy) => (typeof lazy === 'function' ? lazy() : undefined)));
}
