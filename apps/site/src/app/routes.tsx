import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { Navigate } from 'react-router-dom';
import { paths, paymentReturnRoutes } from '../lib/paths';
import { SiteLayout } from './layout/SiteLayout';
import { RequireAuth } from './RequireAuth';
import { RouteErrorRedirect } from './RouteErrorRedirect';

// Every route renders a page module of src/pages (its default export), loaded on demand so a visitor
// downloads only the code of the page they open.
const page = (load: () => Promise<{ default: ComponentType }>) => async () => ({
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
      { path: paths.home, lazy: page(() => import('../pages/HomePage')) },
      { path: paths.about, lazy: page(() => import('../pages/AboutPage')) },
      { path: paths.services, lazy: page(() => import('../pages/ServicesPage')) },
      { path: paths.testimonials, lazy: page(() => import('../pages/TestimonialsPage')) },
      { path: paths.mediaGallery, lazy: page(() => import('../pages/MediaGalleryPage')) },
      { path: paths.contact, lazy: page(() => import('../pages/ContactPage')) },
      { path: paths.register, lazy: page(() => import('../pages/RegisterPage')) },
      { path: paths.verifyEmail, lazy: page(() => import('../pages/VerifyEmailPage')) },
      { path: paths.membershipPlans, lazy: page(() => import('../pages/MembershipPlansPage')) },
      { path: paths.disclaimer, lazy: page(() => import('../pages/LegalDocumentPage')) },
      { path: paths.terms, lazy: page(() => import('../pages/LegalDocumentPage')) },
      { path: paths.privacy, lazy: page(() => import('../pages/LegalDocumentPage')) },
      { path: paths.termsShort, element: <Navigate to={paths.terms} replace /> },
      { path: paths.privacyShort, element: <Navigate to={paths.privacy} replace /> },
      { path: paths.networkStatus, lazy: page(() => import('../pages/NetworkStatusPage')) },
      { path: paths.paymentStatus, lazy: page(() => import('../pages/PaymentStatusPage')) },
      { path: paths.paymentStatusModal, lazy: page(() => import('../pages/PaymentStatusModalPage')) },
      ...paymentReturnRoutes.map((path) => ({ path, lazy: page(() => import('../pages/PaymentReturnPage')) })),
      { path: paths.myProfile, lazy: page(() => import('../pages/MyProfilePage')) },
      {
        path: paths.myBookings,
        lazy: async () => {
          // The accounts' copy (12 kB) comes with the page, not in the entry every route loads, for this one sentence.
          const [{ default: MyBookingsPage }, { accountsCopy }] = await Promise.all([
            import('../pages/MyBookingsPage'),
            import('@sukoon/contracts/copy/accounts'),
          ]);
          return {
            element: (
              <RequireAuth message={accountsCopy.loginRequests.bookings}>
                <MyBookingsPage />
              </RequireAuth>
            ),
          };
        },
      },
      {
        path: paths.myMembership,
        lazy: async () => {
          const { default: MyMembershipPage } = await import('../pages/MyMembershipPage');
          return {
            element: (
              <RequireAuth>
                <MyMembershipPage />
              </RequireAuth>
            ),
          };
        },
      },
      {
        path: paths.staff,
        lazy: async () => {
          const { default: StaffPage } = await import('../pages/StaffPage');
          return {
            element: (
              <RequireAuth>
                <StaffPage />
              </RequireAuth>
            ),
          };
        },
      },
      {
        path: paths.invoice,
        lazy: async () => {
          const { default: InvoicePage } = await import('../pages/InvoicePage');
          return {
            element: (
              <RequireAuth>
                <InvoicePage />
              </RequireAuth>
            ),
          };
        },
      },
      { path: paths.dashboardBookings, element: <Navigate to={paths.myBookings} replace /> },
      { path: paths.notFound, lazy: page(() => import('../pages/NotFoundPage')) },
      { path: '*', element: <Navigate to={paths.notFound} replace /> },
    ],
  },
];
