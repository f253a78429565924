import type { FastifyRequest } from 'fastify';

// The account a request was authenticated as, kept here so foundation code (per-account limits) can read it
// without importing the accounts feature, which sets it.
const accountOf = new WeakMap<FastifyRequest, number>();

export function setRequestAccount(request: FastifyRequest, userId: number): void {
  accountOf.set(request, userId);
}

/** The id of the account the request was authenticated as, or undefined before authentication or for a guest. */
export function requestAccountOf(request: FastifyRequest): number | undefined {
  return accountOf.get(request);
}
