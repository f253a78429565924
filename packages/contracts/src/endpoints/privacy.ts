// A person's own data (ours: DPDP Act 2023).
// Each call as its own export, so a page's code takes only the calls it makes and their schemas;
// ../endpoints.ts gathers them into the one table the api, the mocks and the tests read.
import { type Endpoint } from './endpoint';
import * as privacySchemas from '../schemas/privacy';

/** Everything the service holds about the signed-in person, as a JSON file to download. */
export const myData = {
  method: 'GET',
  path: '/api/users/my-data/',
  auth: 'bearer',
  response: privacySchemas.personalDataExportSchema,
} as const satisfies Endpoint;

/** Erases the signed-in person's account after their password; every session ends. */
export const deleteAccount = {
  method: 'POST',
  path: '/api/users/delete-account/',
  auth: 'bearer',
  request: privacySchemas.deleteAccountRequestSchema,
  response: privacySchemas.deleteAccountResponseSchema,
} as const satisfies Endpoint;
