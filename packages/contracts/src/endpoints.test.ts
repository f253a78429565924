import { describe, expect, it } from 'vitest';
import { DEFAULT_TIMEOUT_MS, endpoints, pathOf, routeOf, timeoutOf, type EndpointName } from './endpoints';

describe('endpoints', () => {
  it('has every call of both specs under the agreed names', () => {
    expect(Object.keys(endpoints).sort()).toEqual(
      [
        'signIn',
        'googleLogin',
        'completeProfile',
        'userProfile',
        'logout',
        'register',
        'verifyOtp',
        'resendOtp',
        'changePassword',
        'forgotPassword',
        'resetPassword',
        'googleClientId',
        'certificates',
        'testimonials',
        'submitTestimonial',
        'categories',
        'bookedSessions',
        'bookNow',
        'initiatePayment',
        'recordPaymentStatus',
        'initiateMembershipPayment',
        'paymentOrder',
        'membershipPlans',
        'membershipDetails',
        'bookingDetails',
        'rescheduleBooking',
        'cancelBooking',
        'mediaGallery',
        'contact',
        'staffTestimonials',
        'staffUpdateTestimonial',
        'staffInquiries',
        'staffSessions',
        'staffRefunds',
        'staffMarkRefunded',
        'staffPaymentsCsv',
        'staffCoupons',
        'staffCreateCoupon',
        'staffUpdateCoupon',
        'invoices',
        'invoice',
        'myData',
        'profile',
        'deleteAccount',
        'preferences',
      ].sort(),
    );
  });

  it('uses full /api paths ending in a slash, with the spec methods and auth', () => {
    const table = Object.fromEntries(
      (Object.keys(endpoints) as EndpointName[]).map((name) => {
        const e = endpoints[name];
        const path =
          name === 'bookedSessions' ||
          name === 'staffUpdateTestimonial' ||
          name === 'invoice' ||
          name === 'staffMarkRefunded' ||
          name === 'rescheduleBooking' ||
          name === 'cancelBooking'
            ? pathOf(name, 42)
            : name === 'paymentOrder'
              ? pathOf(name, 'TXN42')
              : name === 'staffUpdateCoupon'
                ? pathOf(name, 'DIWALI25')
                : pathOf(name as 'signIn');
        return [name, `${e.method} ${path} ${e.auth}`];
      }),
    );
    expect(table).toEqual({
      signIn: 'POST /api/users/signin/ none',
      googleLogin: 'POST /api/users/google-login/ none',
      completeProfile: 'POST /api/users/update-profile/ bearer',
      userProfile: 'GET /api/users/user-profile/ bearer',
      logout: 'POST /api/users/logout/ bearer',
      register: 'POST /api/users/auth/register/ none',
      verifyOtp: 'POST /api/users/verify-otp/ none',
      resendOtp: 'POST /api/users/auth/resend-otp/ none',
      changePassword: 'POST /api/users/change-password/ bearer',
      forgotPassword: 'POST /api/users/forget-password/ none',
      resetPassword: 'POST /api/users/reset-password/ none',
      googleClientId: 'GET /api/users/google-client-id/ none',
      certificates: 'GET /api/about/certificates/ none',
      testimonials: 'GET /api/testimonials/review/ none',
      submitTestimonial: 'POST /api/testimonials/review/ bearer',
      categories: 'GET /api/services/categories/ none',
      bookedSessions: 'GET /api/services/booked-sessions/42/ bearer',
      bookNow: 'POST /api/services/book-now/ bearer',
      initiatePayment: 'POST /api/payments/initiate/ bearer',
      recordPaymentStatus: 'POST /api/payments/initiate/ bearer',
      initiateMembershipPayment: 'POST /api/payments/initiate/ bearer',
      paymentOrder: 'GET /api/payments/orders/TXN42/ bearer',
      membershipPlans: 'GET /api/memberships/plans/ optional',
      membershipDetails: 'GET /api/users/membership-details/ bearer',
      bookingDetails: 'GET /api/users/booking-details/ bearer',
      rescheduleBooking: 'POST /api/users/bookings/42/reschedule/ bearer',
      cancelBooking: 'POST /api/users/bookings/42/cancel/ bearer',
      invoices: 'GET /api/invoices/ bearer',
      invoice: 'GET /api/invoices/42/ bearer',
      myData: 'GET /api/users/my-data/ bearer',
      profile: 'PATCH /api/users/profile/ bearer',
      deleteAccount: 'POST /api/users/delete-account/ bearer',
      preferences: 'PATCH /api/users/preferences/ bearer',
      mediaGallery: 'GET /api/mediaandgallery/companydata/ none',
      contact: 'POST /api/inquiries/contact/ none',
      staffTestimonials: 'GET /api/staff/testimonials/ bearer',
      staffUpdateTestimonial: 'PATCH /api/staff/testimonials/42/ bearer',
      staffInquiries: 'GET /api/staff/inquiries/ bearer',
      staffSessions: 'GET /api/staff/sessions/ bearer',
      staffRefunds: 'GET /api/staff/refunds/ bearer',
      staffMarkRefunded: 'PATCH /api/staff/refunds/42/ bearer',
      // A file, named as one.
      staffPaymentsCsv: 'GET /api/staff/exports/payments.csv bearer',
      staffCoupons: 'GET /api/staff/coupons/ bearer',
      staffCreateCoupon: 'POST /api/staff/coupons/ bearer',
      staffUpdateCoupon: 'PATCH /api/staff/coupons/DIWALI25/ bearer',
    });
  });

  it('posts and patches have request schemas; gets have none', () => {
    // Logout, marking a refund and cancelling a booking carry nothing: the session and the subject are in the header
    // and the path.
    const bodiless = ['logout', 'staffMarkRefunded', 'cancelBooking'];
    for (const [name, e] of Object.entries(endpoints)) {
      const hasRequest = 'request' in e;
      expect([name, hasRequest]).toEqual([name, e.method !== 'GET' && !bodiless.includes(name)]);
    }
  });

  it('uses 10 s for booked sessions, 5 s for membership details, 30 s otherwise', () => {
    expect(timeoutOf('bookedSessions')).toBe(10_000);
    expect(timeoutOf('membershipDetails')).toBe(5_000);
    expect(timeoutOf('signIn')).toBe(30_000);
    expect(DEFAULT_TIMEOUT_MS).toBe(30_000);
  });

  it('builds parameterised paths and api route patterns', () => {
    expect(endpoints.bookedSessions.path('a b')).toBe('/api/services/booked-sessions/a%20b/');
    expect(routeOf('bookedSessions')).toBe('/api/services/booked-sessions/:serviceId/');
    expect(routeOf('signIn')).toBe('/api/users/signin/');
    expect(routeOf('staffUpdateTestimonial')).toBe('/api/staff/testimonials/:id/');
    expect(routeOf('paymentOrder')).toBe('/api/payments/orders/:orderId/');
    expect(routeOf('staffMarkRefunded')).toBe('/api/staff/refunds/:paymentId/');
    expect(routeOf('staffUpdateCoupon')).toBe('/api/staff/coupons/:code/');
    expect(routeOf('rescheduleBooking')).toBe('/api/users/bookings/:id/reschedule/');
    expect(routeOf('cancelBooking')).toBe('/api/users/bookings/:id/cancel/');
  });
});
