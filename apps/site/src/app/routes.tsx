import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { Navigate } from 'react-router-dom';
import { paths, paymentReturnRoutes } from '../lib/paths';
import { SiteLayout } from './layout/SiteLayout';
import { page } from './lazyPage';
import { RequireAuth } from './RequireAuth';
import { RouteErrorBoundary } from './RouteErrorBoundary';

/**
 * The route table of both specs. React Router matches case-insensitively, so each protected
 * route accepts both letter cases (/MyBookings and /myBookings) through one entry. Every page is a module of
 * src/pages loaded on demand (`page`).
 */
export const routes: RouteObject[] = [
  {
    element: (
      <RouteErrorBoundary>
        <SiteLayout />
      </RouteErrorBoundary>
    ),
    children: [
      { path: paths.home, ...page(() => import('../pages/HomePage')) },
      { path: paths.about, ...page(() => import('../pages/AboutPage')) },
      { path: paths.services, ...page(() => import('../pages/ServicesPage')) },
      { path: paths.testimonials, ...page(() => import('../pages/TestimonialsPage')) },
      { path: paths.mediaGallery, ...page(() => import('../pages/MediaGalleryPage')) },
      { path: paths.contact, ...page(() => import('../pages/ContactPage')) },
      { path: paths.register, ...page(() => import('../pages/RegisterPage')) },
      { path: paths.verifyEmail, ...page(() => import('../pages/VerifyEmailPage')) },
      { path: paths.membershipPlans, ...page(() => import('../pages/MembershipPlansPage')) },
      { path: paths.disclaimer, ...page(() => import('../pages/DisclaimerPage')) },
      { path: paths.terms, ...page(() => import('../pages/TermsPage')) },
      { path: paths.privacy, ...page(() => import('../pages/PrivacyPolicyPage')) },
      { path: paths.termsShort, element: <Navigate to={paths.terms} replace /> },
      { path: paths.privacyShort, element: <Navigate to={paths.privacy} replace /> },
      { path: paths.networkStatus, ...page(() => import('../pages/NetworkStatusPage')) },
      { path: paths.paymentStatus, ...page(() => import('../pages/PaymentStatusPage')) },
      { path: paths.paymentStatusModal, ...page(() => import('../pages/PaymentStatusModalPage')) },
      ...paymentReturnRoutes.map((path) => ({ path, ...page(() => import('../pages/PaymentReturnPage')) })),
      { path: paths.myProfile, ...page(() => import('../pages/MyProfilePage')) },
      {
        path: paths.myBookings,
        // The accounts' copy comes with the page, not in the entry every route loads, for this one sentence.
        ...signedInPage(
          () => import('../pages/MyBookingsPage'),
          async () => (await import('@sukoon/contracts/copy/accounts')).accountsCopy.loginRequests.bookings,
        ),
      },
      { path: paths.myMembership, ...signedInPage(() => import('../pages/MyMembershipPage')) },
      { path: paths.staff, ...signedInPage(() => import('../pages/StaffPage')) },
      { path: paths.invoice, ...signedInPage(() => import('../pages/InvoicePage')) },
      { path: paths.dashboardBookings, element: <Navigate to={paths.myBookings} replace /> },
      { path: paths.notFound, ...page(() => import('../pages/NotFoundPage')) },
      { path: '*', element: <Navigate to={paths.notFound} replace /> },
    ],
  },
];

/**
 * A page only a signed-in visitor may open: a guest is sent home with the sign-in dialog requested (RequireAuth),
 * with the page's own sentence when it has one (loaded with the page).
 */
function signedInPage(load: () => Promise<{ default: ComponentType }>, loadMessage?: () => Promise<string>) {
  return page(async () => {
    const [{ default: Page }, message] = await Promise.all([load(), loadMessage?.()]);
    return {
      default: () => (
        <RequireAuth message={message}>
          <Page />
        </RequireAuth>
      ),
    };
  });
}
