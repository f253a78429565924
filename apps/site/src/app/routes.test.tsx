import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pageTitle, siteCopy, type PageName } from '@sukoon/contracts/copy/site';
import { renderApp } from '../testing/renderApp';
import { paths } from '../lib/paths';
import { writeString } from '../lib/storage';
import NotFoundPage from '../pages/NotFoundPage';
import { routes } from './routes';
import { SiteLayout } from './layout/SiteLayout';
import { RouteErrorBoundary } from './RouteErrorBoundary';

describe('route table', () => {
  it('sends an unknown path to /not-found, which has no floating membership button', async () => {
    const { router } = renderApp('/no/such/page');
    await waitFor(() => expect(router.state.location.pathname).toBe('/not-found'));
    expect(await screen.findByText("Oops! The page you're looking for doesn't exist.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('link', { name: 'Membership Plans' })).not.toBeInTheDocument();
    // One main landmark per page: the layout's (a nested one confuses screen readers' landmark lists).
    expect(screen.getAllByRole('main')).toHaveLength(1);
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
        element: (
          <RouteErrorBoundary>
            <SiteLayout />
          </RouteErrorBoundary>
        ),
        children: [
          { path: '/broken', element: <Broken /> },
          { path: '/not-found', element: <NotFoundPage /> },
        ],
      },
    ];
    const { router } = renderApp('/broken', { table });
    await waitFor(() => expect(router.state.location.pathname).toBe('/not-found'));
  });

  describe('a header dialog that fails to render', () => {
    const saved = globalThis.ResizeObserver;
    afterEach(() => {
      globalThis.ResizeObserver = saved;
    });

    it('is closed on the way to /not-found instead of failing there again in a loop', async () => {
      vi.spyOn(console, 'error').mockImplementation(() => undefined);
      vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      // Without ResizeObserver the design system's Dialog throws while mounting.
      delete (globalThis as { ResizeObserver?: unknown }).ResizeObserver;
      const { router } = renderApp('/MyBookings');
      await waitFor(() => expect(router.state.location.pathname).toBe('/not-found'));
      expect(await screen.findByText("Oops! The page you're looking for doesn't exist.")).toBeInTheDocument();
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Guest' })).toBeInTheDocument();
    });
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

describe('page titles', () => {
  const title = (page: PageName) => pageTitle(siteCopy.pages[page].title);
  const description = () => document.head.querySelector('meta[name="description"]')?.getAttribute('content');

  it.each<[string, PageName, { signedIn?: boolean; setup?: () => void }?]>([
    [paths.home, 'home'],
    [paths.about, 'about'],
    [paths.services, 'services'],
    [paths.testimonials, 'testimonials'],
    [paths.mediaGallery, 'mediaGallery'],
    [paths.contact, 'contact'],
    [paths.register, 'register'],
    [paths.verifyEmail, 'verifyEmail', { setup: () => writeString('registeredEmail', 'a@example.com') }],
    [paths.membershipPlans, 'membershipPlans'],
    [paths.disclaimer, 'disclaimer'],
    [paths.terms, 'terms'],
    [paths.privacy, 'privacy'],
    [paths.networkStatus, 'networkStatus'],
    ['/payment-status?status=success', 'paymentStatus'],
    [paths.paymentStatusModal, 'paymentStatusModal'],
    [paths.myBookings, 'myBookings', { signedIn: true }],
    [paths.myProfile, 'myProfile', { signedIn: true }],
    [paths.myMembership, 'myMembership', { signedIn: true }],
    [paths.notFound, 'notFound'],
  ])('%s is titled from the site copy', async (path, page, options = {}) => {
    options.setup?.();
    renderApp(path, { signedIn: options.signedIn });
    await waitFor(() => expect(document.title).toBe(title(page)));
    expect(document.title).toMatch(/ \| Sukoon$/);
    expect(description()).toBe(siteCopy.pages[page].description);
  });

  it('titles the payment return routes while the payment is processed', async () => {
    renderApp('/api/payments/success/TXN1/?txnid=TXN1');
    expect(await screen.findByRole('heading', { name: 'Processing Payment' })).toBeInTheDocument();
    expect(document.title).toBe(title('paymentReturn'));
    await waitFor(() => expect(document.title).toBe(title('paymentStatus')));
  });

  it('gives every page its own title', () => {
    const titles = Object.values(siteCopy.pages).map((page) => page.title);
    // The payment status page and its dialog form show the same outcome.
    expect(new Set(titles).size).toBe(titles.length - 1);
  });
});
