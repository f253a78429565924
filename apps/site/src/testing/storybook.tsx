import type { Decorator, Loader } from '@storybook/react-vite';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { AppProviders } from '../app/AppProviders';
import { QueryProvider } from '../lib/QueryProvider';
import { SiteLayout } from '../app/layout/SiteLayout';
import { loadAccountDialogs } from '../features/auth/HeaderUserMenu';
import { remove, writeJson, writeString } from '../lib/storage';
import { sampleNow, sampleToken, sampleUser } from '../mocks/fixtures';

/**
 * Page stories load the header's account dialogs before they render: the app loads them the first time one
 * opens (src/features/auth/HeaderUserMenu.tsx), which in Storybook's development server can take longer than
 * a story's play function waits for a dialog.
 */
export const preloadAccountDialogs: Loader = async (context) => {
  if (context.parameters.page) await loadAccountDialogs();
  return {};
};

export interface PageParameters {
  /** The URL the page is opened at, e.g. '/register' or '/payment-status?status=success'. */
  path: string;
  /** The route pattern the page is mounted on (defaults to the path without its query). */
  route?: string;
  /** Navigation state, e.g. { openLogin: true }. */
  state?: unknown;
  /** Wrap the page in the site shell (header, footer). Default true. */
  shell?: boolean;
}

/**
 * Page stories (those with `parameters.page`) get the app's providers, a router at the page's
 * path, the toolbar's network and visitor globals, and a pinned clock (the fixtures' sampleNow,
 * Sat 21 Nov 2026 10:00 IST, unless `parameters.now` says otherwise). Component stories pass
 * through untouched.
 */
export const withSiteContext: Decorator = (Story, context) => {
  const page = context.parameters.page as PageParameters | undefined;
  if (!page) return <Story />;

  const signedIn = (context.parameters.auth ?? context.globals.auth) === 'signed-in';
  if (signedIn) {
    writeString('token', sampleToken);
    writeJson('user', sampleUser);
  } else {
    remove('token', 'user', 'refresh');
  }
  const online = (context.parameters.network ?? context.globals.network) !== 'offline';
  const now = context.parameters.now instanceof Date ? context.parameters.now : sampleNow;
  const url = new URL(page.path, 'http://localhost');
  const route = page.route ?? url.pathname;
  const element =
    page.shell === false ? (
      <Story />
    ) : (
      <SiteLayout>
        <Story />
      </SiteLayout>
    );

  return (
    <AppProviders online={online} now={() => now} key={`${online}-${signedIn}`}>
      {/* A story may show a part of a page (a screen, a dialog) that its page module puts inside QueryProvider. */}
      <QueryProvider>
        <MemoryRouter
          initialEntries={[{ pathname: url.pathname, search: url.search, hash: url.hash, state: page.state }]}
        >
          <Routes>
            <Route path={route} element={element} />
            <Route path="*" element={<p>Navigated away from the story&apos;s page.</p>} />
          </Routes>
        </MemoryRouter>
      </QueryProvider>
    </AppProviders>
  );
};
