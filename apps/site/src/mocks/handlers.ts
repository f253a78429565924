import type { HttpHandler } from 'msw';
import type { Scenario } from './scenario';
import { accountHandlers } from './handlers/accounts';
import { bookingHandlers } from './handlers/bookings';
import { contentHandlers } from './handlers/content';
import { healthHandlers } from './handlers/health';
import { invoiceHandlers } from './handlers/invoices';
import { membershipHandlers } from './handlers/memberships';
import { paymentHandlers } from './handlers/payments';
import { serviceHandlers } from './handlers/services';
import { staffHandlers } from './handlers/staff';

export { scenarios, type Scenario, mockAnswer, mockEndpoint, mockPath, errorResponse } from './scenario';
export * as fixtures from './fixtures';

/** Handlers for every endpoint of the contract table, all in one scenario. */
export function handlers(scenario: Scenario = 'ok'): HttpHandler[] {
  return [
    ...accountHandlers(scenario),
    ...contentHandlers(scenario),
    ...serviceHandlers(scenario),
    ...bookingHandlers(scenario),
    ...paymentHandlers(scenario),
    ...membershipHandlers(scenario),
    ...staffHandlers(scenario),
    ...invoiceHandlers(scenario),
    ...healthHandlers(scenario),
  ];
}

export {
  accountHandlers,
  bookingHandlers,
  contentHandlers,
  healthHandlers,
  invoiceHandlers,
  membershipHandlers,
  paymentHandlers,
  serviceHandlers,
  staffHandlers,
};
