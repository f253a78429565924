// Memberships (B7).
// Each call as its own export, so a page's code takes only the calls it makes and their schemas;
// ../endpoints.ts gathers them into the one table the api, the mocks and the tests read.
import { type Endpoint, MEMBERSHIP_DETAILS_TIMEOUT_MS } from './endpoint';
import * as membershipsSchemas from '../schemas/memberships';

/**
 * B7: "the memberships list (path not shown)". Decision: GET /api/memberships/plans/, beside the
 * declared but unused /api/memberships/membership-details-display/. Bearer optional.
 */
export const membershipPlans = {
  method: 'GET',
  path: '/api/memberships/plans/',
  auth: 'optional',
  response: membershipsSchemas.membershipPlansResponseSchema,
} as const satisfies Endpoint;

/** B7 writes /users/membership-details/ relative to /api. Object or list: read it with parseMembershipDetails. */
export const membershipDetails = {
  method: 'GET',
  path: '/api/users/membership-details/',
  auth: 'bearer',
  timeoutMs: MEMBERSHIP_DETAILS_TIMEOUT_MS,
  response: membershipsSchemas.membershipDetailsResponseSchema,
} as const satisfies Endpoint;
