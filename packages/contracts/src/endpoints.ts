import type { z } from 'zod';
import * as accounts from './schemas/accounts';
import * as services from './schemas/services';
import * as payments from './schemas/payments';
import * as memberships from './schemas/memberships';
import * as content from './schemas/content';
import * as staff from './schemas/staff';
import * as invoices from './schemas/invoices';
import * as privacy from './schemas/privacy';

/**
 * Every call of the two specs' call tables (A7, B7). `path` is the full path from the site origin.
 * The site builds its ky hooks from this table, the mocks their handlers, the api its routes.
 * Bodies that may be HTML instead of JSON (payments) are noted beside the entry.
 */

export type HttpMethod = 'GET' | 'POST' | 'PATCH';
export type Auth = 'none' | 'bearer' | 'optional';

export interface Endpoint {
  method: HttpMethod;
  path: string | ((...args: never[]) => string);
  auth: Auth;
  timeoutMs?: number;
  request?: z.ZodType;
  response: z.ZodType;
}

/** A7/B7: "The HTTP client uses JSON and a 30 s time-out." */
export const DEFAULT_TIMEOUT_MS = 30_000;
export const BOOKED_SESSIONS_TIMEOUT_MS = 10_000;
export const MEMBERSHIP_DETAILS_TIMEOUT_MS = 5_000;

export const API_BASE = '/api';
/** A7: on a local development host the calls go to a local server on this port. */
export const LOCAL_API_PORT = 8000;

export const endpoints = {
  /* ----- Accounts (A7) ----- */
  signIn: {
    method: 'POST',
    path: '/api/users/signin/',
    auth: 'none',
    request: accounts.signInRequestSchema,
    response: accounts.signInResponseSchema,
  },
  googleLogin: {
    method: 'POST',
    path: '/api/users/google-login/',
    auth: 'none',
    request: accounts.googleLoginRequestSchema,
    response: accounts.googleLoginResponseSchema,
  },
  updateProfile: {
    method: 'POST',
    path: '/api/users/update-profile/',
    auth: 'bearer',
    request: accounts.updateProfileRequestSchema,
    response: accounts.updateProfileResponseSchema,
  },
  /** The user, or `{ user }`: read it with parseUserProfile. */
  userProfile: {
    method: 'GET',
    path: '/api/users/user-profile/',
    auth: 'bearer',
    response: accounts.userProfileResponseSchema,
  },
  logout: {
    method: 'POST',
    path: '/api/users/logout/',
    auth: 'bearer',
    response: accounts.logoutResponseSchema,
  },
  register: {
    method: 'POST',
    path: '/api/users/auth/register/',
    auth: 'none',
    request: accounts.registerRequestSchema,
    response: accounts.registerResponseSchema,
  },
  verifyOtp: {
    method: 'POST',
    path: '/api/users/verify-otp/',
    auth: 'none',
    request: accounts.verifyOtpRequestSchema,
    response: accounts.verifyOtpResponseSchema,
  },
  resendOtp: {
    method: 'POST',
    path: '/api/users/auth/resend-otp/',
    auth: 'none',
    request: accounts.resendOtpRequestSchema,
    response: accounts.resendOtpResponseSchema,
  },
  changePassword: {
    method: 'POST',
    path: '/api/users/change-password/',
    auth: 'bearer',
    request: accounts.changePasswordRequestSchema,
    response: accounts.changePasswordResponseSchema,
  },
  /** The spec does not show the method; POST, as it sends an e-mail and creates a code. */
  forgetPassword: {
    method: 'POST',
    path: '/api/users/forget-password/',
    auth: 'none',
    request: accounts.forgetPasswordRequestSchema,
    response: accounts.forgetPasswordResponseSchema,
  },
  /** The spec does not show the method; POST, as it changes the password. `otp` arrives as a number. */
  resetPassword: {
    method: 'POST',
    path: '/api/users/reset-password/',
    auth: 'none',
    request: accounts.resetPasswordRequestSchema,
    response: accounts.resetPasswordResponseSchema,
  },
  googleClientId: {
    method: 'GET',
    path: '/api/users/google-client-id/',
    auth: 'none',
    response: accounts.googleClientIdResponseSchema,
  },

  /* ----- Content (A7, B7) ----- */
  certificates: {
    method: 'GET',
    path: '/api/about/certificates/',
    auth: 'none',
    response: content.certificatesResponseSchema,
  },
  testimonials: {
    method: 'GET',
    path: '/api/testimonials/review/',
    auth: 'none',
    response: content.testimonialsResponseSchema,
  },
  /** B7 writes /testimonials/review/ relative to the /api base. */
  submitTestimonial: {
    method: 'POST',
    path: '/api/testimonials/review/',
    auth: 'bearer',
    request: content.testimonialReviewRequestSchema,
    response: content.testimonialReviewResponseSchema,
  },
  mediaGallery: {
    method: 'GET',
    path: '/api/mediaandgallery/companydata/',
    auth: 'none',
    response: content.mediaGalleryResponseSchema,
  },
  contact: {
    method: 'POST',
    path: '/api/inquiries/contact/',
    auth: 'none',
    request: content.contactRequestSchema,
    response: content.contactResponseSchema,
  },

  /* ----- Services and booking (B7) ----- */
  categories: {
    method: 'GET',
    path: '/api/services/categories/',
    auth: 'none',
    response: services.categoriesResponseSchema,
  },
  bookedSessions: {
    method: 'GET',
    path: (serviceId: number | string) => `/api/services/booked-sessions/${encodeURIComponent(String(serviceId))}/`,
    auth: 'bearer',
    timeoutMs: BOOKED_SESSIONS_TIMEOUT_MS,
    response: services.bookedSessionsResponseSchema,
  },
  bookNow: {
    method: 'POST',
    path: '/api/services/book-now/',
    auth: 'bearer',
    request: services.bookNowRequestSchema,
    response: services.bookNowResponseSchema,
  },
  /** B7 booking payment. The answer may be an HTML page with the provider's form instead of JSON. */
  initiatePayment: {
    method: 'POST',
    path: '/api/payments/initiate/',
    auth: 'bearer',
    request: payments.initiatePaymentRequestSchema,
    response: payments.initiatePaymentResponseSchema,
  },
  /** B7 "second use" of the same path: records a status the provider returned as JSON. */
  recordPaymentStatus: {
    method: 'POST',
    path: '/api/payments/initiate/',
    auth: 'bearer',
    request: payments.recordPaymentStatusRequestSchema,
    response: payments.recordPaymentStatusResponseSchema,
  },
  /** B7 writes /payments/initiate/ relative to the /api base. The answer may be an HTML form. */
  initiateMembershipPayment: {
    method: 'POST',
    path: '/api/payments/initiate/',
    auth: 'bearer',
    request: payments.initiateMembershipPaymentRequestSchema,
    response: payments.initiateMembershipPaymentResponseSchema,
  },

  /**
   * Ours (B2 shows nothing of what /payment-status displays): the payment status of one order of the signed-in
   * person, by the order id /payment-status carries (our transaction id). Another person's or an unknown order: 404.
   * While pending, the server asks the gateway again, so asking again is how the page learns of a late confirmation.
   */
  paymentOrder: {
    method: 'GET',
    path: (orderId: string) => `/api/payments/orders/${encodeURIComponent(orderId)}/`,
    auth: 'bearer',
    response: payments.paymentOrderResponseSchema,
  },

  /* ----- Memberships and bookings (B7) ----- */
  /**
   * B7: "the memberships list (path not shown)". Decision: GET /api/memberships/plans/, beside the
   * declared but unused /api/memberships/membership-details-display/. Bearer optional.
   */
  membershipPlans: {
    method: 'GET',
    path: '/api/memberships/plans/',
    auth: 'optional',
    response: memberships.membershipPlansResponseSchema,
  },
  /** B7 writes /users/membership-details/ relative to /api. Object or list: read it with parseMembershipDetails. */
  membershipDetails: {
    method: 'GET',
    path: '/api/users/membership-details/',
    auth: 'bearer',
    timeoutMs: MEMBERSHIP_DETAILS_TIMEOUT_MS,
    response: memberships.membershipDetailsResponseSchema,
  },
  /** B7 writes /users/booking-details/ relative to /api. Items vary: read each with normaliseBooking. */
  bookingDetails: {
    method: 'GET',
    path: '/api/users/booking-details/',
    auth: 'bearer',
    response: services.bookingDetailsResponseSchema,
  },
  /** Ours (issue 13): moves a confirmed session to another free slot, up to the cut-off before its start. */
  rescheduleBooking: {
    method: 'POST',
    path: (id: number | string) => `/api/users/bookings/${encodeURIComponent(String(id))}/reschedule/`,
    auth: 'bearer',
    request: services.rescheduleBookingRequestSchema,
    response: services.bookingChangeResponseSchema,
  },
  /** Ours (issue 13): cancels a confirmed session up to the cut-off: credits back at once, a card refund requested. */
  cancelBooking: {
    method: 'POST',
    path: (id: number | string) => `/api/users/bookings/${encodeURIComponent(String(id))}/cancel/`,
    auth: 'bearer',
    response: services.bookingChangeResponseSchema,
  },

  /* ----- Invoices (ours: a GST tax invoice for every confirmed payment) ----- */
  /** The signed-in person's invoices, newest first. */
  invoices: {
    method: 'GET',
    path: '/api/invoices/',
    auth: 'bearer',
    response: invoices.invoicesResponseSchema,
  },
  /** One invoice of the signed-in person (another person's or an unknown id: 404). */
  invoice: {
    method: 'GET',
    path: (id: number | string) => `/api/invoices/${encodeURIComponent(String(id))}/`,
    auth: 'bearer',
    response: invoices.invoiceSchema,
  },

  /* ----- A person's own data (ours: DPDP Act 2023) ----- */
  /** Everything the service holds about the signed-in person, as a JSON file to download. */
  myData: {
    method: 'GET',
    path: '/api/users/my-data/',
    auth: 'bearer',
    response: privacy.personalDataExportSchema,
  },

  /** Ours (issue 13): saves the client's settings (session reminders on or off); answers with them. */
  preferences: {
    method: 'PATCH',
    path: '/api/users/preferences/',
    auth: 'bearer',
    request: accounts.preferencesRequestSchema,
    response: accounts.preferencesResponseSchema,
  },

  /** Saves My Profile's fields (registration's rules); the answer carries the updated user. */
  profile: {
    method: 'PATCH',
    path: '/api/users/profile/',
    auth: 'bearer',
    request: accounts.profileRequestSchema,
    response: accounts.profileResponseSchema,
  },
  /** Erases the signed-in person's account after their password; every session ends. */
  deleteAccount: {
    method: 'POST',
    path: '/api/users/delete-account/',
    auth: 'bearer',
    request: privacy.deleteAccountRequestSchema,
    response: privacy.deleteAccountResponseSchema,
  },

  /* ----- Staff moderation (ours: the spec shows no admin behaviour) ----- */
  /** Every testimonial with its consent and approvals, waiting ones first. Staff only (403 for other accounts). */
  staffTestimonials: {
    method: 'GET',
    path: '/api/staff/testimonials/',
    auth: 'bearer',
    response: staff.staffTestimonialsResponseSchema,
  },
  /** Approves (or withdraws) a testimonial for the site and the home page; refused without the author's consent. */
  staffUpdateTestimonial: {
    method: 'PATCH',
    path: (id: number | string) => `/api/staff/testimonials/${encodeURIComponent(String(id))}/`,
    auth: 'bearer',
    request: staff.staffTestimonialUpdateRequestSchema,
    response: staff.staffTestimonialUpdateResponseSchema,
  },
  /** Contact messages, newest first, a page at a time (`?page=`). Staff only. */
  staffInquiries: {
    method: 'GET',
    path: '/api/staff/inquiries/',
    auth: 'bearer',
    response: staff.staffInquiriesResponseSchema,
  },
  /** The day's confirmed sessions in start order (`?date=yyyy-MM-dd`, default today in India). Staff only. */
  staffSessions: {
    method: 'GET',
    path: '/api/staff/sessions/',
    auth: 'bearer',
    response: staff.staffSessionsResponseSchema,
  },
  /** Payments whose money is to go back, waiting ones first, then refunded ones. Staff only. */
  staffRefunds: {
    method: 'GET',
    path: '/api/staff/refunds/',
    auth: 'bearer',
    response: staff.staffRefundsResponseSchema,
  },
  /** Marks one refund as paid back (idempotent; 404 unknown payment, 409 when no refund is due). Staff only. */
  staffMarkRefunded: {
    method: 'PATCH',
    path: (paymentId: number | string) => `/api/staff/refunds/${encodeURIComponent(String(paymentId))}/`,
    auth: 'bearer',
    response: staff.staffRefundSchema,
  },
  /**
   * Successful payments with their GST split as a CSV file for accounting (`?from=&to=`, IST days). Staff only. The
   * answer is the file's text (read with `asText`), not JSON.
   */
  staffPaymentsCsv: {
    method: 'GET',
    path: '/api/staff/exports/payments.csv',
    auth: 'bearer',
    response: staff.staffPaymentsCsvSchema,
  },
} as const satisfies Record<string, Endpoint>;

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;

/** The request body type of an endpoint (what the caller passes), `never` when it takes none. */
export type RequestOf<N extends EndpointName> = Endpoints[N] extends { request: infer S extends z.ZodType }
  ? z.input<S>
  : never;
/** The parsed answer type of an endpoint. */
export type ResponseOf<N extends EndpointName> = z.output<Endpoints[N]['response']>;

/** An endpoint's time-out: its own, else the client default of 30 s. */
export function timeoutOf(name: EndpointName): number {
  const e: Endpoint = endpoints[name];
  return e.timeoutMs ?? DEFAULT_TIMEOUT_MS;
}

/** The resolved path of an endpoint; parameterised paths take their arguments. */
export function pathOf<N extends EndpointName>(
  name: N,
  ...args: Endpoints[N]['path'] extends (...a: infer A) => string ? A : []
): string {
  const path: Endpoint['path'] = endpoints[name].path;
  return typeof path === 'function' ? (path as (...a: unknown[]) => string)(...args) : path;
}

/** The api's route pattern for an endpoint (Fastify style, `:serviceId` for a parameter). */
export function routeOf(name: EndpointName): string {
  const path: Endpoint['path'] = endpoints[name].path;
  if (typeof path === 'string') return path;
  return (path as (...a: string[]) => string)(...Array.from({ length: path.length }, (_, i) => `__p${i}__`)).replace(
    /__p(\d+)__/g,
    (_, i: string) => `:${paramNames[name]?.[Number(i)] ?? `p${i}`}`,
  );
}

const paramNames: Partial<Record<EndpointName, string[]>> = {
  bookedSessions: ['serviceId'],
  paymentOrder: ['orderId'],
  invoice: ['id'],
  staffUpdateTestimonial: ['id'],
  staffMarkRefunded: ['paymentId'],
};
