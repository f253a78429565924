import { createBrowserRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { Outlet } from 'react-router-dom';
import { AppProviders } from './AppProviders';
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

const router = createBrowserRouter(withGlobalBehaviour(routes));

export function App() {
  return (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
