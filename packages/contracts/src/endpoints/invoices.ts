// Invoices (ours: a GST tax invoice for every confirmed payment).
// Each call as its own export, so a page's code takes only the calls it makes and their schemas;
// ../endpoints.ts gathers them into the one table the api, the mocks and the tests read.
import { type Endpoint } from './endpoint';
import * as invoicesSchemas from '../schemas/invoices';

/** The signed-in person's invoices, newest first. */
export const invoices = {
  method: 'GET',
  path: '/api/invoices/',
  auth: 'bearer',
  response: invoicesSchemas.invoicesResponseSchema,
} as const satisfies Endpoint;

/** One invoice of the signed-in person (another person's or an unknown id: 404). */
export const invoice = {
  method: 'GET',
  path: (id: number | string) => `/api/invoices/${encodeURIComponent(String(id))}/`,
  auth: 'bearer',
  response: invoicesSchemas.invoiceSchema,
} as const satisfies Endpoint;
