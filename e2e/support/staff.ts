/**
 * The staff account of the journeys. scripts/e2e-server.mjs creates it with `npm run staff:create`'s own code
 * (apps/api/src/features/staff/command.ts) on the e2e server's fresh database before the server starts, reading
 * these values from the environment that playwright.config.ts gives the web server.
 */
export const E2E_STAFF = {
  email: 'e2e-staff@example.com',
  password: 'Sukoon#Staff1',
  firstName: 'Meera',
} as const;
