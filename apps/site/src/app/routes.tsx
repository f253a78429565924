import type { RouteObject } from 'react-router-dom';
import { Navigate } from 'react-router-dom';
import { SiteLayout } from './layout/SiteLayout';
import { RequireAuth } from './RequireAuth';
import { RouteErrorRedirect } from './RouteErrorRedirect';
import { paths } from '../lib/paths';
import { NotFoundPage } from '../pages/NotFoundPage';
import { PlaceholderPage } from '../pages/PlaceholderPage';

// Pages load on demand so a visitor downloads only the code of the page they open.
const page = (load: () => Promise<{ default: React.ComponentType }>) => async () => ({
  Component: (await load()).default,
});

/**
 * The route table of both specs. React Router matches case-insensitively, so each protected
 * route accepts both letter cases (/MyBookings and /myBookings) through one entry.
 */
export const routes: RouteObject[] = [
  {
    element: <SiteLayout />,
    errorElement: <RouteErrorRedirect />,
    children: [
      { path: paths.home, element: <PlaceholderPage title="Welcome" /> },
      { path: paths.about, element: <PlaceholderPage title="Our Story" /> },
      { path: paths.services, lazy: page(() => import('../pages/ServicesPage')) },
      { path: paths.testimonials, element: <PlaceholderPage title="Transformative Experiences" /> },
      { path: paths.mediaGallery, element: <PlaceholderPage title="Moments Worth Sharing" /> },
      { path: paths.contact, element: <PlaceholderPage title="Get in Touch" /> },
      { path: paths.register, lazy: page(() => import('../pages/RegisterPage')) },
      { path: paths.verifyEmail, lazy: page(() => import('../pages/VerifyEmailPage')) },
      { path: paths.membershipPlans, element: <PlaceholderPage title="Membership Plans" /> },
      { path: paths.disclaimer, element: <PlaceholderPage title="Disclaimer" /> },
      { path: paths.terms, element: <PlaceholderPage title="Terms and Conditions" /> },
      { path: paths.privacy, element: <PlaceholderPage title="Privacy Policy" /> },
      // The registration page links to /terms and /privacy; they lead to the full legal pages.
      { path: '/terms', element: <Navigate to={paths.terms} replace /> },
      { path: '/privacy', element: <Navigate to={paths.privacy} replace /> },
      { path: paths.networkStatus, lazy: page(() => import('../pages/NetworkStatusPage')) },
      { path: paths.paymentStatus, lazy: page(() => import('../pages/PaymentStatusPage')) },
      { path: paths.paymentStatusModal, lazy: page(() => import('../pages/PaymentStatusModalPage')) },
      { path: '/api/payments/success/*', lazy: page(() => import('../pages/PaymentReturnPage')) },
      { path: '/api/payments/failure/*', lazy: page(() => import('../pages/PaymentReturnPage')) },
      { path: '/api/payments/cancel/*', lazy: page(() => import('../pages/PaymentReturnPage')) },
      {
        path: paths.myProfile,
        lazy: page(() => import('../pages/MyProfilePage')),
      },
      {
        path: paths.myBookings,
        element: (
          <RequireAuth message="Please login to access your bookings">
            <PlaceholderPage title="My Bookings" />
          </RequireAuth>
        ),
      },
      {
        path: paths.myMembership,
        element: (
          <RequireAuth>
            <PlaceholderPage title="My Membership" />
          </RequireAuth>
        ),
      },
      { path: paths.dashboardBookings, element: <Navigate to={paths.myBookings} replace /> },
      { path: paths.notFound, element: <NotFoundPage /> },
      { path: '*', element: <Navigate to={paths.notFound} replace /> },
    ],
  },
];
