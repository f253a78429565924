import type { Feature } from '../context';
import { routes as accountsRoutes } from './accounts/routes';

/**
 * Every feature of the api, in registration and seeding order (a feature whose seed needs another's rows comes
 * after it). See ./README.md for how to add one.
 */
export const features: readonly Feature[] = [
  { name: 'accounts', routes: accountsRoutes },
];
