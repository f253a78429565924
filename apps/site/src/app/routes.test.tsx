import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../testing/renderApp';
import { routes } from './routes';
import { SiteLayout } from './layout/SiteLayout';
import { RouteErrorRedirect } from './RouteErrorRedirect';
import { NotFoundPage } from '../pages/NotFoundPage';

describe('route table', () => {
  it('sends an unknown path to /not-found, which has no floating membership button', async () => {
    const { router } = renderApp('/no/such/page');
    await waitFor(() => expect(router.state.location.pathname).toBe('/not-found'));
    expect(screen.getByText("Oops! The page you're looking for doesn't exist.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('link', { name: 'Membership Plans' })).not.toBeInTheDocument();
  });

  it('shows the floating membership button on other pages', async () => {
    renderApp('/about');
    expect(await screen.findByRole('link', { name: 'Membership Plans' })).toHaveAttribute('href', '/membership-plans');
  });

  it.each(['/MyBookings', '/myBookings', '/MyMembership', '/myMembership'])(
    'sends a guest from %s to / with the sign-in dialog requested',
    async (path) => {
      const { router } = renderApp(path);
      await waitFor(() => expect(router.state.location.pathname).toBe('/'));
      expect(router.state.location.state).toMatchObject({ openLogin: true, returnTo: path });
    },
  );

  it('carries the bookings message when a guest opens My Bookings', async () => {
    const { router } = renderApp('/MyBookings');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(router.state.location.state).toMatchObject({ message: 'Please login to access your bookings' });
  });

  it.each(['/MyBookings', '/myBookings', '/MyMembership', '/myMembership'])(
    'lets a signed-in user open %s',
    async (path) => {
      const { router } = renderApp(path, { signedIn: true });
      await waitFor(() => expect(screen.getAllByRole('heading', { level: 1 }).length).toBeGreaterThan(0));
      expect(router.state.location.pathname).toBe(path);
    },
  );

  it('sends a render error to /not-found', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined); // React and the router log the thrown error
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    function Broken(): never {
      throw new Error('boom');
    }
    const table = [
      {
        element: <SiteLayout />,
        errorElement: <RouteErrorRedirect />,
        children: [
          { path: '/broken', element: <Broken /> },
          { path: '/not-found', element: <NotFoundPage /> },
        ],
      },
    ];
    const { router } = renderApp('/broken', { table });
    await waitFor(() => expect(router.state.location.pathname).toBe('/not-found'));
  });

  it('knows every route of both specs', () => {
    const layout = routes[0]!;
    const known = new Set(layout.children!.map((route) => route.path));
    for (const path of [
      '/',
      '/about',
      '/services',
      '/testimonials',
      '/media-gallery',
      '/contact',
      '/register',
      '/membership-plans',
      '/verify-email',
      '/disclaimer',
      '/terms-and-conditions',
      '/privacy-policy',
      '/network-status',
      '/payment-status',
      '/payment-status-modal',
      '/MyBookings',
      '/MyProfile',
      '/MyMembership',
      '/not-found',
      '/api/payments/success/*',
      '/api/payments/failure/*',
      '/api/payments/cancel/*',
    ]) {
      expect(known, path).toContain(path);
    }
  });
});
