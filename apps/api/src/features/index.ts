import type { Feature } from '../context';
import { routes as accountsRoutes } from './accounts/routes';
import { createBookingsRoutes } from './bookings/routes';
import { routes as catalogueRoutes } from './catalogue/routes';
import { seed as catalogueSeed } from './catalogue/seed';
import { routes as paymentsRoutes } from './payments/routes';
import { failedPaymentsOf } from './payments/service';

/**
 * Every feature of the api, in registration and seeding order (a feature whose seed needs another's rows comes
 * after it). Features import one way, payments -> bookings -> catalogue -> accounts (architecture.test.ts checks it);
 * where an earlier feature needs a later one's answer, this list passes the function in. See ./README.md.
 */
export const features: readonly Feature[] = [
  { name: 'accounts', routes: accountsRoutes },
  { name: 'catalogue', routes: catalogueRoutes, seed: catalogueSeed },
  { name: 'bookings', routes: createBookingsRoutes({ failedPaymentsOf }) },
  { name: 'payments', routes: paymentsRoutes },
];
