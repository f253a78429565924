// Services and booking (B7), and a client's bookings.
// Each call as its own export, so a page's code takes only the calls it makes and their schemas;
// ../endpoints.ts gathers them into the one table the api, the mocks and the tests read.
import { type Endpoint, BOOKED_SESSIONS_TIMEOUT_MS } from './endpoint';
import * as servicesSchemas from '../schemas/services';

export const categories = {
  method: 'GET',
  path: '/api/services/categories/',
  auth: 'none',
  response: servicesSchemas.categoriesResponseSchema,
} as const satisfies Endpoint;

export const bookedSessions = {
  method: 'GET',
  path: (serviceId: number | string) => `/api/services/booked-sessions/${encodeURIComponent(String(serviceId))}/`,
  auth: 'bearer',
  timeoutMs: BOOKED_SESSIONS_TIMEOUT_MS,
  response: servicesSchemas.bookedSessionsResponseSchema,
} as const satisfies Endpoint;

export const bookNow = {
  method: 'POST',
  path: '/api/services/book-now/',
  auth: 'bearer',
  request: servicesSchemas.bookNowRequestSchema,
  response: servicesSchemas.bookNowResponseSchema,
} as const satisfies Endpoint;

/** B7 writes /users/booking-details/ relative to /api. Items vary: read each with normaliseBooking. */
export const bookingDetails = {
  method: 'GET',
  path: '/api/users/booking-details/',
  auth: 'bearer',
  response: servicesSchemas.bookingDetailsResponseSchema,
} as const satisfies Endpoint;

/** Ours: moves a confirmed session to another free slot, up to the cut-off before its start. */
export const rescheduleBooking = {
  method: 'POST',
  path: (id: number | string) => `/api/users/bookings/${encodeURIComponent(String(id))}/reschedule/`,
  auth: 'bearer',
  request: servicesSchemas.rescheduleBookingRequestSchema,
  response: servicesSchemas.bookingChangeResponseSchema,
} as const satisfies Endpoint;

/** Ours: cancels a confirmed session up to the cut-off: credits back at once, a card refund requested. */
export const cancelBooking = {
  method: 'POST',
  path: (id: number | string) => `/api/users/bookings/${encodeURIComponent(String(id))}/cancel/`,
  auth: 'bearer',
  response: servicesSchemas.bookingChangeResponseSchema,
} as const satisfies Endpoint;
