import type { Feature } from '../context';
import { routes as accountsRoutes } from './accounts/routes';
import { routes as paymentsRoutes } from './payments/routes';
import { routes as servicesRoutes } from './services/routes';
import { seed as servicesSeed } from './services/seed';

/**
 * Every feature of the api, in registration and seeding order (a feature whose seed needs another's rows comes
 * after it). See ./README.md for how to add one.
 */
export const features: readonly Feature[] = [
  { name: 'accounts', routes: accountsRoutes },
  { name: 'services', routes: servicesRoutes, seed: servicesSeed },
  { name: 'payments', routes: paymentsRoutes },
];
