import type * as z from 'zod/mini';

/**
 * The shape of every call of the two specs' call tables (A7, B7). `path` is the full path from the site origin.
 * The site builds its calls from these, the mocks their handlers, the api its routes.
 * Bodies that may be HTML instead of JSON (payments) are noted beside the entry.
 */

export type HttpMethod = 'GET' | 'POST' | 'PATCH';
export type Auth = 'none' | 'bearer' | 'optional';

export interface Endpoint {
  method: HttpMethod;
  path: string | ((...args: never[]) => string);
  auth: Auth;
  timeoutMs?: number;
  // Any zod schema, classic or mini (the contracts' are mini: tree-shakable, so the site loads only what it uses).
  request?: z.core.$ZodType;
  response: z.core.$ZodType;
}

/** A7/B7: "The HTTP client uses JSON and a 30 s time-out." */
export const DEFAULT_TIMEOUT_MS = 30_000;
export const BOOKED_SESSIONS_TIMEOUT_MS = 10_000;
export const MEMBERSHIP_DETAILS_TIMEOUT_MS = 5_000;

export const API_BASE = '/api';
/** A7: on a local development host the calls go to a local server on this port. */
export const LOCAL_API_PORT = 8000;
