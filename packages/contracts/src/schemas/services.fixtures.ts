// Sample values for the booking tests and stories (contracts, ui), so each does not write its own.
import type { Booking } from './services';

/** What a booking lacks from a server that says nothing of its status, changes or how it was paid. */
export const unchangeable = {
  status: null,
  changesCloseAt: null,
  changeCutoffHours: null,
  cancellation: null,
  paymentMethod: null,
  creditsUsed: null,
} as const satisfies Partial<Booking>;
