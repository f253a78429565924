import type * as z from 'zod/mini';
import { DEFAULT_TIMEOUT_MS, type Endpoint } from './endpoints/endpoint';
import * as accounts from './endpoints/accounts';
import * as content from './endpoints/content';
import * as services from './endpoints/services';
import * as payments from './endpoints/payments';
import * as memberships from './endpoints/memberships';
import * as invoices from './endpoints/invoices';
import * as privacy from './endpoints/privacy';
import * as staff from './endpoints/staff';

export * from './endpoints/endpoint';

/**
 * Every call of the two specs' call tables (A7, B7) in one table, for the api's routes, the mocks and the tests,
 * which want them all. The site's code imports each call from its feature's module (./endpoints/<feature>.ts)
 * instead: property reads of one big object cannot be tree-shaken, so every page would load every schema.
 */
export const endpoints = {
  ...accounts,
  ...content,
  ...services,
  ...payments,
  ...memberships,
  ...invoices,
  ...privacy,
  ...staff,
} as const satisfies Record<string, Endpoint>;

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;

/** The request body type of an endpoint (what the caller passes), `never` when it takes none. */
export type RequestOf<N extends EndpointName> = Endpoints[N] extends { request: infer S extends z.core.$ZodType }
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
  staffUpdateCoupon: ['code'],
  rescheduleBooking: ['id'],
  cancelBooking: ['id'],
};
