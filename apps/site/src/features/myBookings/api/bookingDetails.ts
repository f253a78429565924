import { endpoints, normaliseBooking, rawBookingSchema, type Booking } from '@sukoon/contracts';
import { bookingsCopy } from '@sukoon/contracts/copy/bookings';
import { callApi } from '../../../lib/callApi';
import { useApiQuery, type ApiQueryOptions } from '../../../lib/useApiQuery';
import { ApiError } from '../../../lib/apiError';
import { readOwned, writeOwned } from '../../../lib/ownedStorage';

/** B8: the bookings call's failures, each with the spec's text. */
export type BookingsFailure = 'expired' | 'not-found' | 'error';

export class BookingsError extends Error {
  constructor(
    readonly failure: BookingsFailure,
    message: string,
  ) {
    super(message);
    this.name = 'BookingsError';
  }
}

/**
 * The bookings kept under userBookingsCache (B3): shown at once on the next visit and while offline, to the account
 * that stored them only (`owner` is the signed-in user's username).
 */
export function cachedBookings(owner: string | undefined): Booking[] | null {
  const cached = readOwned<Booking[]>('userBookingsCache', owner);
  return Array.isArray(cached) ? cached : null;
}

export function cacheBookings(owner: string | undefined, bookings: readonly Booking[]): void {
  if (owner) writeOwned('userBookingsCache', owner, bookings);
}

/**
 * GET /api/users/booking-details/ (bearer): the signed-in user's bookings, normalised from the field names servers
 * vary in (B3) and cached. B8: 401 "Your session has expired…", 404 "No bookings found…" (a state of the page, not
 * /not-found), another status "Error fetching bookings: {status}", a non-array "Invalid data structure…".
 */
export async function fetchBookings(owner: string | undefined): Promise<Booking[]> {
  let body: unknown;
  try {
    ({ body } = await callApi(endpoints.bookingDetails, { notFoundIsAnswer: true, raw: true }));
  } catch (error) {
    if (error instanceof ApiError && error.kind === 'http' && error.status !== undefined) {
      if (error.status === 401) throw new BookingsError('expired', bookingsCopy.errors.sessionExpired);
      if (error.status === 404) throw new BookingsError('not-found', bookingsCopy.errors.notFound);
      throw new BookingsError('error', bookingsCopy.errors.status(error.status));
    }
    throw error;
  }
  if (!Array.isArray(body)) throw new BookingsError('error', bookingsCopy.errors.invalidData);
  const bookings = body.flatMap((raw) => {
    const parsed = rawBookingSchema.safeParse(raw);
    return parsed.success ? [normaliseBooking(parsed.data)] : [];
  });
  cacheBookings(owner, bookings);
  return bookings;
}

export const bookingsQueryOptions = (token: string | null, owner?: string) =>
  ({
    queryKey: ['bookings', 'details', token] as const,
    queryFn: () => fetchBookings(owner),
    retry: false,
    staleTime: 0,
  }) satisfies ApiQueryOptions<Booking[]>;

/** The signed-in user's bookings; `owner` (the user's username) stamps the cache. */
export function useBookings(token: string | null, owner: string | undefined) {
  return useApiQuery(bookingsQueryOptions(token, owner), { enabled: token !== null });
}
