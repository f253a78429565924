import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RouteObject } from 'react-router-dom';
import { http, HttpResponse } from 'msw';
import { server } from '../mocks/node';
import { pageReload } from '../lib/pageReload';
import NetworkStatusPage from '../pages/NetworkStatusPage';
import NotFoundPage from '../pages/NotFoundPage';
import { renderApp } from '../testing/renderApp';
import { SiteLayout } from './layout/SiteLayout';
import { page } from './lazyPage';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import { chunkFailureOutcome, isChunkLoadError, readLastChunkReload, RELOAD_GUARD_MS } from './chunkFailure';

describe('a page chunk that fails to load', () => {
  const now = 1_800_000_000_000;

  it('shows the offline state while offline, whatever happened before', () => {
    expect(chunkFailureOutcome({ online: false, lastReloadAt: null, now })).toBe('offline');
    expect(chunkFailureOutcome({ online: false, lastReloadAt: now - 1000, now })).toBe('offline');
  });

  it('reloads once while online (a new deploy), then gives up for a while instead of looping', () => {
    expect(chunkFailureOutcome({ online: true, lastReloadAt: null, now })).toBe('reload');
    expect(chunkFailureOutcome({ online: true, lastReloadAt: now - 2000, now })).toBe('notFound');
    expect(chunkFailureOutcome({ online: true, lastReloadAt: now - RELOAD_GUARD_MS, now })).toBe('reload');
    // Without storage a reload could not be remembered, so none is risked.
    expect(chunkFailureOutcome({ online: true, lastReloadAt: undefined, now })).toBe('notFound');
  });

  it.each([
    'Failed to fetch dynamically imported module: http://localhost/assets/AboutPage-x1.js',
    'error loading dynamically imported module: http://localhost/assets/AboutPage-x1.js',
    'Importing a module script failed.',
    'Unable to preload CSS for /assets/AboutPage-x1.css',
  ])('is recognised from "%s"', (message) => {
    expect(isChunkLoadError(new TypeError(message))).toBe(true);
  });

  it('is not confused with a render error', () => {
    expect(isChunkLoadError(new Error('boom'))).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
  });
});

describe('the route error screen', () => {
  const table: RouteObject[] = [
    {
      element: (
        <RouteErrorBoundary>
          <SiteLayout />
        </RouteErrorBoundary>
      ),
      children: [
        {
          path: '/about',
          ...page(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/About.js'))),
        },
        { path: '/network-status', element: <NetworkStatusPage /> },
        { path: '/not-found', element: <NotFoundPage /> },
      ],
    },
  ];

  beforeEach(() => {
    sessionStorage.clear();
    vi.spyOn(console, 'error').mockImplementation(() => undefined); // the router and jsdom's missing reload log
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => sessionStorage.clear());

  it('shows the offline page when a page cannot load offline, not /not-found', async () => {
    const { router } = renderApp('/about', { table, online: false });
    await waitFor(() => expect(router.state.location.pathname).toBe('/network-status'));
    expect(await screen.findByText('Check Your Network :(')).toBeInTheDocument();
    // The way back, offered once the connection returns.
    expect(router.state.location.state).toEqual({ from: '/about' });
  });

  it('reloads once online, and sends a second failure right after to /not-found', async () => {
    const first = renderApp('/about', { table, online: true });
    await waitFor(() => expect(readLastChunkReload()).not.toBeNull());
    expect(first.router.state.location.pathname).toBe('/about');
    first.unmount();

    const second = renderApp('/about', { table, online: true });
    await waitFor(() => expect(second.router.state.location.pathname).toBe('/not-found'));
  });

  it("keeps the header and shows the offline page's words when its own code cannot load either, then tries again once online", async () => {
    const reload = vi.spyOn(pageReload, 'reload').mockImplementation(() => undefined);
    const unreachable = (name: string) =>
      page(() => Promise.reject(new TypeError(`Failed to fetch dynamically imported module: /assets/${name}.js`)));
    const { router } = renderApp('/about', {
      table: [
        {
          element: (
            <RouteErrorBoundary>
              <SiteLayout />
            </RouteErrorBoundary>
          ),
          children: [
            { path: '/about', ...unreachable('About') },
            { path: '/network-status', ...unreachable('NetworkStatus') },
          ],
        },
      ],
      online: false,
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/network-status'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Network Status' })).toBeInTheDocument();
    expect(screen.getByText('Check Your Network :(')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(reload).not.toHaveBeenCalled();

    // The connection returns; the server does not answer at first (the network still settling), then does: the
    // page loads again with the code it could not fetch.
    let healthChecks = 0;
    server.use(
      http.get('*/api/health', () => (++healthChecks === 1 ? HttpResponse.error() : HttpResponse.json({ ok: true }))),
    );
    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1), { timeout: 10_000 });
    expect(healthChecks).toBe(2);
    expect(router.state.location.state).toEqual({ from: '/about' });
  });

  it('shows the offline page, not a reload, when the browser says online but the server cannot be reached', async () => {
    server.use(http.get('*/api/health', () => HttpResponse.error()));
    const { router } = renderApp('/about', { table, online: true });
    // The page then shows the connection as the browser reports it, with the way back to /about.
    await waitFor(() => expect(router.state.location.pathname).toBe('/network-status'));
    expect(router.state.location.state).toEqual({ from: '/about' });
    expect(readLastChunkReload()).toBeNull();
  });
});
